import { describe, expect, test } from 'vitest';
import { runFlow } from './flow.js';

describe('examples.demo', () => {
  test('the full flow runs through the SDK against the simulator', async () => {
    const lines: string[] = [];
    const result = await runFlow((line) => lines.push(line));
    expect(result.signUp.walletCreated).toBe(true);
    expect(result.joined.invitationAccepted).toBe(true);
    expect(result.joined.team.id).toBe(result.signUp.team.id);
    expect(result.members.map((member) => member.role).sort()).toEqual(['admin', 'analyst']);
    expect(result.bank.accountAlias).toBe('Payroll');
    expect(result.conflict).toBe('409 APP_V1_TEAMS_INVITATIONS_ROUTE_02');
    expect(result.actions.length).toBeGreaterThan(2);
    expect(result.settled.tx.status).toBe('completed');
    expect(result.paidEvent?.data).toMatchObject({
      requestId: result.request.id,
      amount: 25,
      tokenAmount: '25',
      token: 'USDC',
    });
    expect(new TextDecoder().decode(result.invoiceBytes.slice(0, 5))).toBe('%PDF-');
    expect(result.notifications.map((item) => (item as { kind?: string }).kind)).toContain(
      'payment.received',
    );
    expect(result.topUp.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(result.withdrawTx?.status).toBe('confirmed');
    expect(result.pending).toEqual([]);
    expect(lines).toHaveLength(15);
    expect(lines.at(-1)).toMatch(/has expired: 0 pending$/);
  });
});
