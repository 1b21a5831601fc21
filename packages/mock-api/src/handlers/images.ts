import { HttpResponse, http } from 'msw'

/** The answers GET /img would give: a drawn house whose colour follows the src, so stories need no files. */
function placeholderImage(src: string, w: number, h: number): string {
  let hash = 0
  for (const ch of src) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice">
<rect width="300" height="200" fill="hsl(${hue} 60% 88%)"/><rect y="160" width="300" height="40" fill="#8a9a7b"/>
<rect x="90" y="80" width="120" height="80" fill="hsl(${(hue + 40) % 360} 35% 75%)"/>
<polygon points="80,80 150,35 220,80" fill="hsl(${(hue + 180) % 360} 40% 35%)"/>
<rect x="140" y="125" width="20" height="35" fill="#4a3426"/><rect x="105" y="95" width="22" height="20" fill="#3d5469"/>
<rect x="173" y="95" width="22" height="20" fill="#3d5469"/></svg>`
}

/** GET /img, the image transform (not an /api entry: the server's images/transform.ts answers it). */
export function imageHandlers() {
  return {
    imageTransform: http.get('*/img', ({ request }) => {
      const url = new URL(request.url)
      const w = Number(url.searchParams.get('w') ?? 300)
      const h = Number(url.searchParams.get('h') ?? Math.round((w * 2) / 3))
      return new HttpResponse(placeholderImage(url.searchParams.get('src') ?? '', w, h), {
        headers: { 'content-type': 'image/svg+xml' },
      })
    }),
  }
}
