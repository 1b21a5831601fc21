/** Saves text made in the browser (an export) as a file download. */
export function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  // the click starts the download synchronously; the URL is not needed afterwards
  URL.revokeObjectURL(url)
}
