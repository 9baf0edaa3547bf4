/**
 * The invoice of a completed payment request as a one-page PDF, in English or Spanish.
 */

import type { Store } from '../../platform/database.js';
import type { TransactionRow } from '../transactions/index.js';
import { type PdfLine, renderPdf } from './pdf.js';
import { paymentHashOf, paymentOf } from './records.js';
import { DEFAULT_REQUEST_CURRENCY } from './rules.js';
import type { PaymentRequestRow } from './tables.js';

/** Invoice languages. */
export type InvoiceLanguage = 'en' | 'es';

/** `es` (or a Spanish tag such as `es-MX`) is Spanish; anything else, or nothing, English. */
export function invoiceLanguage(language: string | undefined): InvoiceLanguage {
  return language?.trim().toLowerCase().split(/[-_]/)[0] === 'es' ? 'es' : 'en';
}

const LABELS = {
  en: {
    title: 'Invoice',
    subtitle: 'Payment request receipt',
    request: 'Request',
    reference: 'Reference',
    issued: 'Issued',
    paid: 'Paid',
    issuer: 'Issued by',
    receiver: 'Receiving wallet',
    payer: 'Paid from',
    amount: 'Amount',
    paidWith: 'Paid with',
    network: 'Network',
    hash: 'Transaction hash',
    note: 'Note',
    status: 'Status',
    completed: 'completed',
  },
  es: {
    title: 'Factura',
    subtitle: 'Comprobante de solicitud de pago',
    request: 'Solicitud',
    reference: 'Referencia',
    issued: 'Emitida',
    paid: 'Pagada',
    issuer: 'Emitida por',
    receiver: 'Billetera receptora',
    payer: 'Pagada desde',
    amount: 'Monto',
    paidWith: 'Pagada con',
    network: 'Red',
    hash: 'Hash de la transacción',
    note: 'Nota',
    status: 'Estado',
    completed: 'completada',
  },
} as const;

const show = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : '-';

/** The PDF bytes of a completed request's invoice. */
export function invoicePdf(
  store: Store,
  request: PaymentRequestRow,
  tx: TransactionRow | null,
  language: InvoiceLanguage,
): Uint8Array {
  const labels = LABELS[language];
  const payment = paymentOf(tx) ?? {};
  const team = store.teams.get(request.makerTeamId);
  const profile = store.profiles.get(request.makerProfileId);
  const issuer = [team?.name, profile ? `@${profile.nickname}` : undefined].filter(Boolean).join(' - ');
  const field = (label: string, value: unknown): PdfLine => ({ text: `${label}: ${show(value)}` });
  const lines: PdfLine[] = [
    { text: labels.title, size: 22, bold: true },
    { text: labels.subtitle, size: 12 },
    { text: `${labels.request} ${request.id}`, size: 12, bold: true, gapBefore: 12 },
    field(labels.reference, request.customId),
    field(labels.status, labels.completed),
    field(labels.issued, request.createdAt),
    field(labels.paid, request.completedAt),
    field(labels.issuer, issuer),
    field(labels.receiver, request.targetAddress),
    {
      ...field(labels.amount, `${request.amount} ${request.currencyToken ?? DEFAULT_REQUEST_CURRENCY}`),
      bold: true,
      gapBefore: 10,
    },
    field(
      labels.paidWith,
      payment.tokenAmount === undefined ? undefined : `${show(payment.tokenAmount)} ${show(payment.token)}`,
    ),
    field(labels.network, payment.network),
    field(labels.payer, payment.sender),
    field(labels.hash, paymentHashOf(tx)),
    field(labels.note, request.note),
  ];
  return renderPdf(lines, {
    title: `${labels.title} ${request.id}`,
    createdAt: request.completedAt ?? request.updatedAt,
  });
}
