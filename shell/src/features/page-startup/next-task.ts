/**
 * Resolves in a later task of the main thread. Starting a page is cut into such steps, so no one
 * task blocks the page for long: a key press or a tap in between is answered at once, and
 * Lighthouse counts no blocking time for tasks this short.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
