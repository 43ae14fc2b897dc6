'use strict';
// Loaded into the service under test (node --require): answers the scale benchmark's questions over IPC
// without any change to the service. 'mark' starts a window; 'read' returns, for the window, the CPU the
// process used, its longest event-loop stall (perf_hooks.monitorEventLoopDelay, 1 ms resolution), and its RSS.
const { monitorEventLoopDelay } = require('node:perf_hooks');

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let cpuAtMark = process.cpuUsage();

process.on('message', (message) => {
  if (message === 'mark') {
    delay.reset();
    cpuAtMark = process.cpuUsage();
    process.send({ marked: true });
  } else if (message === 'read') {
    const cpu = process.cpuUsage(cpuAtMark);
    process.send({
      cpuMs: (cpu.user + cpu.system) / 1000,
      maxStallMs: delay.max / 1e6,
      rssMb: process.memoryUsage().rss / 2 ** 20,
    });
  }
});
process.channel?.unref();
