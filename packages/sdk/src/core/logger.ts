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

/** A logger that drops entries below a level, and says which levels it keeps. */
export interface LevelledLogger extends Logger {
  /** Whether entries of `level` are written (callers skip building details that would be dropped). */
  logs(level: Exclude<LogLevel, 'off'>): boolean;
}

const skip = () => {};

/** A logger that drops entries below `level`. */
export function levelledLogger(logger: Logger, level: LogLevel): LevelledLogger {
  const threshold = LOG_LEVELS.indexOf(level);
  const logs = (entryLevel: Exclude<LogLevel, 'off'>) => LOG_LEVELS.indexOf(entryLevel) >= threshold;
  const at = (entryLevel: Exclude<LogLevel, 'off'>) =>
    logs(entryLevel)
      ? (message: string, details?: Record<string, unknown>) => logger[entryLevel](message, details)
      : skip;
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), logs };
}
