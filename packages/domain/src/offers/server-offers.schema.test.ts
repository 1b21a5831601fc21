import { describe, expect, it } from 'vitest'
import { IMAGE_OUTPUT_FORMATS, imageTransformServerQuerySchema } from './server-offers.schema.ts'

describe('imageTransformServerQuerySchema', () => {
  it('defaults to webp and accepts the other output formats', () => {
    expect(imageTransformServerQuerySchema.parse({ src: 'avatars/a.png', w: '96' }).format).toBe('webp')
    for (const format of IMAGE_OUTPUT_FORMATS) {
      expect(imageTransformServerQuerySchema.parse({ src: 'avatars/a.png', w: '96', format }).format).toBe(
        format,
      )
    }
  })

  it('refuses other formats in Czech and keeps the source rules', () => {
    expect(
      imageTransformServerQuerySchema.safeParse({ src: 'avatars/a.png', w: '96', format: 'gif' }).error
        ?.issues[0]?.message,
    ).toBe('Nepodporovaný formát obrázku.')
    expect(imageTransformServerQuerySchema.safeParse({ src: 'documents/a.png', w: '96' }).success).toBe(false)
  })
})
