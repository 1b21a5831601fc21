import { endpointUrl } from '@rg/domain/contract'
import { UNLOCK_PRICE } from '@rg/domain/credits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { createMailer } from '../../mail/mailer.ts'
import { expireAccessRequests } from '../../services/deal-room/access.ts'
import { memoryStorage } from '../../storage/storage.ts'

// biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers loosely and checks them with expect
type Loose = any
const loose = (value: unknown): Loose => value

describe.each(backends)('deal room: threads, NDA and approval on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend, { storage: memoryStorage() })
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const ledger = async (userId: string) =>
    (
      await server.db.query<{ reason: string; amount: number }>(
        `select reason, amount from public.credit_transactions where user_id = $1 and reason <> 'ADMIN_ADJUSTMENT'
         order by created_at, amount desc`,
        [userId],
      )
    ).rows.map((r) => `${r.reason} ${r.amount}`)
  const balance = async (userId: string) =>
    Number(
      (
        await server.db.query<{ b: string }>(
          'select coalesce(sum(amount), 0) as b from public.credit_transactions where user_id = $1',
          [userId],
        )
      ).rows[0]?.b,
    )

  it('opens a thread at the unlock; the two parties write, nobody else reads; the owner sees an anonymous investor until the investor shares', async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Penzion na Šumavě' })
    const investor = await apiUser(server, 'USER', 100)
    const stranger = await apiUser(server, 'USER', 100)
    expect((await investor.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(200)
    const access = await (await investor.api(endpointUrl('getOfferAccess', { params: { id } })))
      .json()
      .then(loose)
    expect(access).toMatchObject({ unlocked: true, requiresNda: false })
    const threadId = access.threadId as string
    const sent = await investor.json(endpointUrl('sendMessage', { params: { id: threadId } }), 'POST', {
      body: 'Dobrý den, jaká je obsazenost?',
    })
    expect(sent.status).toBe(201)

    const ownerList = await (await owner.api(endpointUrl('listThreads', { query: { offerId: id } })))
      .json()
      .then(loose)
    expect(ownerList.unreadCount).toBe(1)
    expect(ownerList.items[0].counterpart).toEqual({ label: 'Investor č. 1', email: null, anonymous: true })
    const ownerView = await (await owner.api(endpointUrl('getThread', { params: { id: threadId } })))
      .json()
      .then(loose)
    expect(ownerView.messages.map((m: { body: string }) => m.body)).toEqual([
      'Dobrý den, jaká je obsazenost?',
    ])
    expect((await (await owner.api(endpointUrl('listThreads'))).json().then(loose)).unreadCount).toBe(0)

    // the owner's notice came once for the first message; a second before reading adds none
    expect((await server.outbox(owner.email)).filter((m) => m.subject.startsWith('Nová zpráva')).length).toBe(
      1,
    )

    // others: 404, also through RLS directly
    expect((await stranger.api(endpointUrl('getThread', { params: { id: threadId } }))).status).toBe(404)
    expect(
      (await stranger.json(endpointUrl('sendMessage', { params: { id: threadId } }), 'POST', { body: 'x' }))
        .status,
    ).toBe(404)
    expect(
      (await admin.api(endpointUrl('adminGetReportedThread', { params: { id: threadId } }))).status,
    ).toBe(404)

    const reply = await owner.json(endpointUrl('sendMessage', { params: { id: threadId } }), 'POST', {
      body: 'Dobrý den, 80 % v sezóně.',
    })
    expect(reply.status).toBe(201)
    await investor.json(endpointUrl('sendMessage', { params: { id: threadId } }), 'POST', {
      body: 'Děkuji, ozvu se.',
      shareContact: true,
    })
    const revealed = await (await owner.api(endpointUrl('getThread', { params: { id: threadId } })))
      .json()
      .then(loose)
    expect(revealed.counterpart).toEqual({ label: 'Test USER', email: investor.email, anonymous: false })

    // "Nahlásit": once, then the admin reads it, audited
    expect(
      (
        await owner.json(endpointUrl('reportThread', { params: { id: threadId } }), 'POST', {
          reason: 'Spam.',
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await owner.json(endpointUrl('reportThread', { params: { id: threadId } }), 'POST', {
          reason: 'Spam.',
        })
      ).status,
    ).toBe(409)
    const read = await admin.api(endpointUrl('adminGetReportedThread', { params: { id: threadId } }))
    expect(read.status).toBe(200)
    expect((await read.json().then(loose)).messages).toHaveLength(3)
    const audit = await server.db.query(
      `select 1 from public.admin_audit_log where subject = $1 and action = 'THREAD_READ'`,
      [`thread:${threadId}`],
    )
    expect(audit.rows).toHaveLength(1)
    const inbox = await (await admin.api(endpointUrl('adminListInbox', { query: { kind: 'THREAD_REPORT' } })))
      .json()
      .then(loose)
    expect(inbox.items.some((i: { threadId: string }) => i.threadId === threadId)).toBe(true)
  })

  it('the investor in the messages follows the lead list’s consent: the unlock’s, a reply’s and a revocation', async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Souhlas v konverzaci' })
    const sharer = await apiUser(server, 'USER', 100)
    const quiet = await apiUser(server, 'USER', 100)
    const unlock = (who: ApiUser, shareContact: boolean) =>
      who.json(endpointUrl('unlockOffer', { params: { id } }), 'POST', { shareContact })
    expect((await unlock(sharer, true)).status).toBe(200)
    expect((await unlock(quiet, false)).status).toBe(200)
    const threadOf = async (who: ApiUser) =>
      (await (await who.api(endpointUrl('getOfferAccess', { params: { id } }))).json().then(loose))
        .threadId as string
    const counterpart = async (threadId: string) =>
      (await (await owner.api(endpointUrl('getThread', { params: { id: threadId } }))).json().then(loose))
        .counterpart
    const leadNames = async () =>
      (
        await (await owner.api(endpointUrl('listOfferLeads', { params: { id } }))).json().then(loose)
      ).items.map((l: { investorNo: number; name: string | null }) => [l.investorNo, l.name])
    const sharerThread = await threadOf(sharer)
    const quietThread = await threadOf(quiet)
    // the unlock's consent shows in the thread before anyone writes; the number is the lead list's
    expect(await counterpart(sharerThread)).toEqual({
      label: 'Test USER',
      email: sharer.email,
      anonymous: false,
    })
    expect(await counterpart(quietThread)).toEqual({ label: 'Investor č. 2', email: null, anonymous: true })
    expect(await leadNames()).toEqual([
      [2, null],
      [1, 'Test USER'],
    ])
    // a reply with the box ticked shares on this offer, in the lead list too; unticked stops sharing
    const say = (who: ApiUser, threadId: string, shareContact: boolean) =>
      who.json(endpointUrl('sendMessage', { params: { id: threadId } }), 'POST', {
        body: 'Dobrý den.',
        shareContact,
      })
    expect((await say(quiet, quietThread, true)).status).toBe(201)
    expect(await counterpart(quietThread)).toMatchObject({ email: quiet.email, anonymous: false })
    expect((await say(sharer, sharerThread, false)).status).toBe(201)
    expect(await counterpart(sharerThread)).toEqual({ label: 'Investor č. 1', email: null, anonymous: true })
    expect(await leadNames()).toEqual([
      [2, 'Test USER'],
      [1, null],
    ])
    // turning the remembered default off revokes every consent, the thread's included
    await quiet.json(endpointUrl('updateContactSharing'), 'PUT', { shareByDefault: false })
    expect(await counterpart(quietThread)).toEqual({ label: 'Investor č. 2', email: null, anonymous: true })
  })

  it('keeps every branch’s values in the ledger reasons and the audit actions (migration 20261206100000)', async () => {
    const def = async (name: string) =>
      (
        await server.db.query<{ def: string }>(
          'select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1',
          [name],
        )
      ).rows.map((r) => r.def)
    const [reasons] = await def('credit_transactions_reason_check')
    for (const v of ['LISTING_UNLOCK', 'UNLOCK_REFUND', 'ACCESS_RESERVE', 'ACCESS_RELEASE'])
      expect(reasons).toContain(`'${v}'`)
    const [actions] = await def('admin_audit_log_action_check')
    for (const v of ['ROLE_CHANGE', 'THREAD_READ', 'ACCOUNTING_ARCHIVE_DOWNLOADED'])
      expect(actions).toContain(`'${v}'`)
  })

  it('refuses bad and oversized messages in Czech, and a document that is not the sender’s', async () => {
    const id = await publishedListing(owner, admin)
    const investor = await apiUser(server, 'USER', 100)
    await investor.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')
    const { threadId } = await (await investor.api(endpointUrl('getOfferAccess', { params: { id } })))
      .json()
      .then(loose)
    const url = endpointUrl('sendMessage', { params: { id: threadId } })
    const long = await investor.json(url, 'POST', { body: 'a'.repeat(4001) })
    expect(long.status).toBe(400)
    expect((await long.json().then(loose)).message).toMatch(/nejvýše 4000 znaků/)
    expect((await investor.json(url, 'POST', { body: '   ' })).status).toBe(400)
    const foreign = await investor.json(url, 'POST', { body: 'Příloha', documentId: crypto.randomUUID() })
    expect(foreign.status).toBe(404)
    expect((await foreign.json().then(loose)).message).toBe('Dokument nebyl nalezen mezi vašimi dokumenty.')
  })

  it('NDA and approval: accepts, reserves, and a burst of parallel approvals charges exactly once', async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Výrobní hala' })
    expect(
      (
        await owner.json(endpointUrl('setOfferDealTerms', { params: { id } }), 'PUT', {
          requiresNda: true,
          requiresApproval: true,
        })
      ).status,
    ).toBe(200)
    const investor = await apiUser(server, 'USER', 100)
    // the plain unlock is refused until the NDA, then until approval
    const blocked = await investor.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')
    expect(blocked.status).toBe(409)
    expect((await blocked.json().then(loose)).code).toBe('nda_required')
    expect(
      (await investor.json(endpointUrl('requestOfferAccess', { params: { id } }), 'POST', {})).status,
    ).toBe(409)
    const access = await (await investor.api(endpointUrl('getOfferAccess', { params: { id } })))
      .json()
      .then(loose)
    const accepted = await investor.json(endpointUrl('acceptOfferNda', { params: { id } }), 'POST', {
      version: access.nda.version,
    })
    expect(accepted.status).toBe(200)
    const acceptance = await accepted.json().then(loose)
    expect((await investor.json(endpointUrl('unlockOffer', { params: { id } }), 'POST')).status).toBe(409)

    // parallel requests: one reservation
    const requests = await Promise.all(
      Array.from({ length: 5 }, () =>
        investor.json(endpointUrl('requestOfferAccess', { params: { id } }), 'POST', {}),
      ),
    )
    expect(requests.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409])
    const request = await requests
      .find((r) => r.status === 201)
      ?.json()
      .then(loose)
    expect(await balance(investor.id)).toBe(100 - UNLOCK_PRICE)

    // parallel decisions: one approval, the rest 409 (a refusal racing it too)
    const decide = (decision: string) =>
      owner.json(endpointUrl('decideOfferAccess', { params: { id, requestId: request.id } }), 'POST', {
        decision,
      })
    const decisions = await Promise.all([
      decide('APPROVE'),
      decide('APPROVE'),
      decide('REFUSE'),
      decide('APPROVE'),
      decide('APPROVE'),
    ])
    expect(decisions.filter((r) => r.status === 200)).toHaveLength(1)
    expect(decisions.filter((r) => r.status === 409)).toHaveLength(4)
    const winner = decisions.find((r) => r.status === 200)
    const won = winner ? ((await winner.json().then(loose)) as { status: string }).status : null
    if (won === 'APPROVED') {
      expect(await ledger(investor.id)).toEqual([
        'ACCESS_RESERVE -50',
        'ACCESS_RELEASE 50',
        'LISTING_UNLOCK -50',
      ])
      expect(await balance(investor.id)).toBe(100 - UNLOCK_PRICE)
      expect(
        (await (await investor.api(endpointUrl('getOfferAccess', { params: { id } }))).json().then(loose))
          .unlocked,
      ).toBe(true)
    } else {
      expect(await ledger(investor.id)).toEqual(['ACCESS_RESERVE -50', 'ACCESS_RELEASE 50'])
      expect(await balance(investor.id)).toBe(100)
    }

    // the NDA's PDF for both sides, nobody else
    const pdf = await investor.api(endpointUrl('downloadNdaAcceptance', { params: { id: acceptance.id } }))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      (await owner.api(endpointUrl('downloadNdaAcceptance', { params: { id: acceptance.id } }))).status,
    ).toBe(200)
    const stranger = await apiUser(server, 'USER')
    expect(
      (await stranger.api(endpointUrl('downloadNdaAcceptance', { params: { id: acceptance.id } }))).status,
    ).toBe(404)
    const list = await (await owner.api(endpointUrl('listOfferAccess', { params: { id } })))
      .json()
      .then(loose)
    expect(list.items[0]).toMatchObject({ requestId: request.id, ndaAcceptance: { id: acceptance.id } })
  })

  it('a refusal releases the credits once; 7 days without an answer release them once, however many jobs run', async () => {
    const id = await publishedListing(owner, admin)
    await owner.json(endpointUrl('setOfferDealTerms', { params: { id } }), 'PUT', {
      requiresNda: false,
      requiresApproval: true,
    })
    const refusedOne = await apiUser(server, 'USER', 60)
    const r1 = await (
      await refusedOne.json(endpointUrl('requestOfferAccess', { params: { id } }), 'POST', {})
    )
      .json()
      .then(loose)
    expect(await balance(refusedOne.id)).toBe(10)
    const refusal = await owner.json(
      endpointUrl('decideOfferAccess', { params: { id, requestId: r1.id } }),
      'POST',
      { decision: 'REFUSE' },
    )
    expect((await refusal.json().then(loose)).status).toBe('REFUSED')
    expect(await ledger(refusedOne.id)).toEqual(['ACCESS_RESERVE -50', 'ACCESS_RELEASE 50'])
    expect(await balance(refusedOne.id)).toBe(60)

    const waiting = await apiUser(server, 'USER', 50)
    const r2 = await (await waiting.json(endpointUrl('requestOfferAccess', { params: { id } }), 'POST', {}))
      .json()
      .then(loose)
    const later = new Date(Date.now() + 8 * 24 * 3600 * 1000)
    const mailer = createMailer(server.db, { from: 'test@localhost' })
    const expired = await Promise.all([
      expireAccessRequests(server.db, mailer, 'https://x.example', later),
      expireAccessRequests(server.db, mailer, 'https://x.example', later),
      expireAccessRequests(server.db, mailer, 'https://x.example', later),
    ])
    expect(expired.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect(await ledger(waiting.id)).toEqual(['ACCESS_RESERVE -50', 'ACCESS_RELEASE 50'])
    expect(await balance(waiting.id)).toBe(50)
    const late = await owner.json(
      endpointUrl('decideOfferAccess', { params: { id, requestId: r2.id } }),
      'POST',
      {
        decision: 'APPROVE',
      },
    )
    expect(late.status).toBe(409)
  })
})
