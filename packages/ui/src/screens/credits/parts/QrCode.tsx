import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { Skeleton } from '../../../primitives/Skeleton/Skeleton.tsx'
import * as css from './credits.css.ts'

export interface QrCodeProps {
  /** The text the code carries (here the QR Platba SPAYD string). */
  value: string
  /** What the image is, for screen readers. */
  label: string
}

/**
 * A QR code drawn by the `qrcode` library as a PNG: error correction M (the Czech Banking Association's
 * recommendation for QR Platba) and the four-module quiet zone banking apps need.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    QRCode.toDataURL(value, { errorCorrectionLevel: 'M', margin: 4, scale: 6 }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    )
    return () => {
      live = false
    }
  }, [value])
  if (!src) return <Skeleton width={240} height={240} />
  return <img className={css.qr} src={src} alt={label} />
}
