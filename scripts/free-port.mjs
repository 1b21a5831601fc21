// Prints TCP ports that are free right now on localhost: one by default, or `node scripts/free-port.mjs N` prints N
// distinct ones separated by commas (all held open until every one is known, so none repeats).
import net from 'node:net'

const count = Number(process.argv[2] ?? 1)
const servers = await Promise.all(
  Array.from(
    { length: count },
    () =>
      new Promise((resolve) => {
        const srv = net.createServer()
        srv.listen(0, '127.0.0.1', () => resolve(srv))
      }),
  ),
)
const ports = servers.map((srv) => srv.address().port)
await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))))
console.log(ports.join(','))
