// TanStack Query hands results to components in a batch it flushes on a macrotask (setTimeout 0). Under jest's fake
// timers that task only runs when a test moves the clock, so a screen would never see its data; flushing on a
// microtask instead keeps the remotes' tests independent of the clock (production keeps TanStack's default).
// A resolved promise, not queueMicrotask: jest's fake timers replace queueMicrotask too.
const { notifyManager } = require('@tanstack/react-query');

notifyManager.setScheduler((callback) => {
  void Promise.resolve().then(callback);
});
