import type { Rolldown } from 'vite';

/**
 * The bundler's `onLog` for both client builds: drops the messages that are known and harmless, so
 * that the first `npm start` prints what a newcomer needs (issue 34 §9); every other one still
 * prints.
 * - MODULE_LEVEL_DIRECTIVE for `"use client"` in a library (Radix, Sonner; about 40 in the islands
 *   build): the directive marks a React Server Components boundary, and this app has no server
 *   components, so dropping it changes nothing. React Router drops it the same way in its own builds.
 * - PLUGIN_TIMINGS: the report that plugins took most of the build's time (React Router's route
 *   modules); a profiling hint about the build, nothing wrong with its output.
 */
export const dropKnownBuildLogs: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'PLUGIN_TIMINGS') return;
  const isLibraryUseClient =
    log.code === 'MODULE_LEVEL_DIRECTIVE' &&
    /[\\/]node_modules[\\/]/.test(log.id ?? '') &&
    log.message.includes('"use client"');
  if (isLibraryUseClient) return;
  handler(level, log);
};
