process.on('SIGTERM', () => {
  console.log('got SIGTERM');
  process.exit(0);
});
await new Promise((r) => setTimeout(r, 500));
console.log('ready');
setInterval(() => {}, 1000);
