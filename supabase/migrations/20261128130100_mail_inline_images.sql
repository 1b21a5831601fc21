-- docs/decisions/1353-order-payment-mail.md: a mail may carry inline images (the QR Platba code of an order), each
-- { filename, contentType, cid, base64 }, shown in its HTML as <img src="cid:…">.
alter table public.mail_outbox add column attachments jsonb;
