// Prints a TCP port that is free right now on localhost.
import net from 'node:net'

const srv = net.createServer()
srv.listen(0, '127.0.0.1', () => {
  const { port } = srv.address()
  srv.close(() => console.log(port))
})
