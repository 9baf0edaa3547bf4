/**
 * Native payment requests of the core channel (spec: Endpoints > Native payment request and
 * send): create, read, pay, the invoice PDF of a completed request, notifying the client by
 * e-mail, and tag lookup.
 */
import * as z from 'zod';
import { defineArea, defineHandlers, reply } from '../../kernel/module.js';
import { canWrite } from '../tenancy/index.js';
import { CORE_REQUESTS_CONTROL } from './control.js';
import { createRequest, payRequest } from './handlers.js';
import { invoiceLanguage, invoicePdf } from './invoice.js';
import { findRequest, requestOwner, requestTransaction, requestView } from './records.js';
import { DEFAULT_REQUEST_CURRENCY } from './rules.js';
import { REQUEST_SETTLE_JOB, runSettleJob, settleRequest } from './settlement.js';
import { coreRequestsTables } from './tables.js';
import { resolveTagQuery } from './tags.js';

export { createPaymentRequest } from './payment-requests.js';
export type { PaymentRequestRow, PaymentRequestStatus } from './tables.js';

/** The body of POST /v1/core/request/{id}/notify-client (the spec does not show one). */
export const NotifyClientBody = z.object({
  email: z.email(),
  language: z.enum(['en', 'es']).optional(),
});

const NOTIFY_TEXT = {
  en: {
    subject: (team: string) => `${team} sent you a payment request`,
    text: (team: string, amount: string, url: string) =>
      `${team} asks you to pay ${amount}. Pay here: ${url}`,
  },
  es: {
    subject: (team: string) => `${team} te envió una solicitud de pago`,
    text: (team: string, amount: string, url: string) => `${team} te pide pagar ${amount}. Paga aquí: ${url}`,
  },
} as const;

/** Code of a notify-client call with a key scoped to another team than the request's maker (403). */
export const PAYMENT_REQUEST_FORBIDDEN = 'PAYMENT_REQUEST_FORBIDDEN' as const;

/** Handlers of the core payment request area. */
export const coreRequestHandlers = defineHandlers({
  createPaymentRequest: (request) => createRequest(request),
  getPaymentRequest: (request) => {
    const { params, caller, store } = request;
    const found = findRequest(store, caller, params.id);
    settleRequest(request, found.id);
    const current = store.paymentRequests.get(found.id) ?? found;
    return requestView(store, current, requestTransaction(request, current));
  },
  payPaymentRequest: (request) => payRequest(request),
  getPaymentRequestInvoicePdf: (request) => {
    const { params, query, caller, store } = request;
    const found = findRequest(store, caller, params.id);
    settleRequest(request, found.id);
    const current = store.paymentRequests.get(found.id) ?? found;
    if (current.status !== 'completed') {
      throw request.fail('2', `Payment request ${current.id} is ${current.status}, not completed.`);
    }
    const tx = store.transactions.get(current.txId) ?? null;
    const bytes = invoicePdf(store, current, tx, invoiceLanguage(query.language));
    return reply(bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="invoice-${current.id}.pdf"`,
      },
    });
  },
  notifyPaymentRequestClient: (request) => {
    const { params, body, caller, store, outbox } = request;
    const parsed = NotifyClientBody.safeParse(body);
    if (!parsed.success) {
      throw request.fail('BODY_PARSER_ERROR', `body: ${z.prettifyError(parsed.error)}`);
    }
    const found = findRequest(store, caller, params.id);
    if (!canWrite(caller, 'paymentRequest', requestOwner(found))) {
      throw request.fail(
        PAYMENT_REQUEST_FORBIDDEN,
        `This key may not notify the client of payment request ${found.id}: it is scoped to another team.`,
      );
    }
    settleRequest(request, found.id);
    const current = store.paymentRequests.get(found.id) ?? found;
    if (current.status !== 'open') {
      throw request.fail(
        'PAYMENT_REQUEST_CLOSED',
        `Payment request ${current.id} is already ${current.status}.`,
      );
    }
    const language = parsed.data.language ?? 'en';
    const team = store.teams.get(current.makerTeamId)?.name ?? 'A team';
    const amount = `${current.amount} ${current.currencyToken ?? DEFAULT_REQUEST_CURRENCY}`;
    const message = outbox.send({
      to: parsed.data.email,
      kind: 'payment-request',
      subject: NOTIFY_TEXT[language].subject(team),
      text: NOTIFY_TEXT[language].text(team, amount, current.url),
      data: { requestId: current.id, txId: current.txId, url: current.url, language },
    });
    return { sent: true, requestId: current.id, to: message.to, messageId: message.id };
  },
  resolveTags: ({ query, caller, store }) => resolveTagQuery(store, caller, query),
});

/** The core payment request area. */
export const coreRequestsArea = defineArea({
  tables: coreRequestsTables,
  name: 'core-requests',
  handlers: coreRequestHandlers,
  jobs: { [REQUEST_SETTLE_JOB]: runSettleJob },
  control: CORE_REQUESTS_CONTROL,
});
