// Exits 0 when a Postgres server accepts TCP connections at the URL's host and port (no client library needed).
import net from 'node:net'

const url = new URL(process.argv[2])
const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432), timeout: 1500 })
socket.on('connect', () => {
  socket.end()
  process.exit(0)
})
for (const event of ['error', 'timeout']) socket.on(event, () => process.exit(1))
