import { describe, expect, it } from 'vitest'
import { imageTransformQuerySchema, isTransformableImagePath, STORAGE_BUCKETS } from './images.schema.ts'

describe('image transform query', () => {
  it('reads what the ui builds', () => {
    expect(
      imageTransformQuerySchema.parse({
        src: 'listing-images/42/front.jpg',
        w: '640',
        format: 'webp',
        q: '75',
        fit: 'cover',
      }),
    ).toEqual({ src: 'listing-images/42/front.jpg', w: 640, format: 'webp', q: 75, fit: 'cover' })
    expect(imageTransformQuerySchema.parse({ src: 'avatars/u1.png', w: '96', h: '96' })).toMatchObject({
      h: 96,
      q: 75,
      fit: 'cover',
    })
  })

  it.each([
    ['listing-images/42/front.jpg', true],
    ['avatars/a.webp', true],
    ['documents/secret.pdf', false],
    ['listing-documents/1/plan.pdf', false],
    ['listing-images/../documents/x.pdf', false],
    ['listing-images/./x.jpg', false],
    ['listing-images//x.jpg', false],
    ['listing-images/x\\..\\y.jpg', false],
    ['/listing-images/x.jpg', false],
    ['listing-images/', false],
  ])('%s transformable: %s', (src, ok) => {
    expect(isTransformableImagePath(src)).toBe(ok)
  })

  it('limits sizes and formats', () => {
    expect(
      imageTransformQuerySchema.safeParse({ src: 'avatars/a.png', w: '5000' }).error?.issues[0]?.message,
    ).toBe('Rozměr může být nejvýše 4000 px.')
    expect(
      imageTransformQuerySchema.safeParse({ src: 'avatars/a.png', w: '100', format: 'png' }).success,
    ).toBe(false)
    expect(
      imageTransformQuerySchema.safeParse({ src: 'documents/a.png', w: '100' }).error?.issues[0]?.message,
    ).toBe('Obrázek nelze najít.')
    expect(Object.values(STORAGE_BUCKETS)).toEqual([
      'listing-images',
      'listing-documents',
      'documents',
      'avatars',
    ])
  })
})
