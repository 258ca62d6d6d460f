/**
 * Ends the current task and resumes in a new one, after the browser has handled what waited
 * (input, a frame): start-up work split so makes several short tasks instead of one long one,
 * which a phone's visitor feels as a page that answers (Lighthouse counts it as Total Blocking
 * Time, every task's time past 50 ms). `scheduler.yield` where the browser has it (it resumes
 * before other queued tasks), else a message to itself (a timeout would wait at least 4 ms once
 * nested).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
