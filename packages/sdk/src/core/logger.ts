/**
 * A small levelled logger interface. `console` fits it.
 */

/** Log levels, most verbose first. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'off'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the SDK writes its logs. `console` fits. */
export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** A logger that drops entries below `level`. */
export function levelledLogger(logger: Logger, level: LogLevel): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const at =
    (entryLevel: Exclude<LogLevel, 'off'>) => (message: string, details?: Record<string, unknown>) => {
      if (LOG_LEVELS.indexOf(entryLevel) >= threshold) logger[entryLevel](message, details);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
