'use strict';
// Loaded into the service under test (node --require): answers the scale benchmark's questions over IPC
// without any change to the service. 'mark' starts a window that watches event-loop stalls
// (perf_hooks.monitorEventLoopDelay, 1 ms resolution); 'mark-quiet' one that does not, since that watch
// wakes the process every millisecond and costs more CPU than an idle service does. 'read' returns, for the
// window, the CPU the process used, its longest event-loop stall (null when not watched), and its RSS.
const { monitorEventLoopDelay } = require('node:perf_hooks');

const delay = monitorEventLoopDelay({ resolution: 1 });
let watching = false;
let cpuAtMark = process.cpuUsage();

process.on('message', (message) => {
  if (message === 'mark' || message === 'mark-quiet') {
    watching = message === 'mark';
    if (watching) delay.enable();
    else delay.disable();
    delay.reset();
    cpuAtMark = process.cpuUsage();
    process.send({ marked: true });
  } else if (message === 'read') {
    const cpu = process.cpuUsage(cpuAtMark);
    process.send({
      cpuMs: (cpu.user + cpu.system) / 1000,
      maxStallMs: watching ? delay.max / 1e6 : null,
      rssMb: process.memoryUsage().rss / 2 ** 20,
    });
  }
});
process.channel?.unref();
