// Loaded into the server by bench:memory (`node --import`): answers a 'memory' message on the
// IPC channel with what the process itself knows of its memory. Nothing else of the server changes.
import v8 from 'node:v8';

process.on('message', (message) => {
  if (message !== 'memory') return;
  process.send?.({
    usage: process.memoryUsage(),
    heap: v8.getHeapStatistics(),
  });
});
// The channel must not keep a stopping server alive.
process.channel?.unref();
