// What the `ensure-*` scripts share: whether this machine can install a Debian package for the
// tests by itself (Linux, root, apt-get), and the announcement printed before it does.

/**
 * Why a Debian package cannot be installed here, or `undefined` when it can.
 *
 * @example
 * ```js
 * installRefusal({ platform: 'darwin', isRoot: true, debianWithApt: false });
 * // 'automatic install only on Debian-like Linux, not darwin'
 * ```
 */
export function installRefusal({ platform, isRoot, debianWithApt }) {
  if (platform !== 'linux') return `automatic install only on Debian-like Linux, not ${platform}`;
  if (!isRoot) return 'automatic install needs root';
  if (!debianWithApt) return 'automatic install needs a Debian-like system';
  return undefined;
}

/** The commands' line of an install announcement, `prefix` first. */
export const commandsLine = (prefix, commands) =>
  `${prefix}: with: ${commands.map((command) => command.join(' ')).join(' && ')}`;
