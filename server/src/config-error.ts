/**
 * Settings the shop cannot start with. Start-up and the operator's commands print its message
 * alone: it names the setting and what to do, and a stack trace would only bury it.
 */
export class ConfigError extends Error {}
