/**
 * Runs a function in a task of its own, right after whatever the browser has queued: start-up
 * is cut into short tasks this way (docs/decisions/0290), so a tap or a frame can come between
 * them. A message, not setTimeout: a timer in a background tab waits up to a second.
 */
export function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
