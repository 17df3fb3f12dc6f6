import type { SystemLogEntry } from '@/features/account/api/account-schemas';
import { hasPermission, PERMISSIONS } from '@/lib/permissions';
import type { Database, UserRow } from './types';
import { accountError } from './errors/account';

/**
 * The member's account log, newest first, read from what the platform recorded: orders
 * placed and paid, and top-ups. Only members holding the system-log code may read it.
 */
export function systemLogOf(db: Database, user: UserRow): SystemLogEntry[] {
  if (!hasPermission(user.centreJurisdiction, PERMISSIONS.systemLog)) {
    throw accountError('systemLogNotPermitted');
  }
  const orders = db.orders.filter((order) => order.userId === user.userId);
  const entries: Omit<SystemLogEntry, 'logId'>[] = [
    ...orders.map((order) => ({
      type: 'ORDER' as const,
      content: `下单 ${order.payCode}`,
      createTime: order.createTime,
    })),
    ...orders.flatMap((order) =>
      order.payTime
        ? [
            {
              type: 'PAY' as const,
              content: `支付订单 ${order.payCode}`,
              createTime: order.payTime,
            },
          ]
        : [],
    ),
    ...db.recharges
      .filter((recharge) => recharge.userId === user.userId)
      .map((recharge) => ({
        type: 'RECHARGE' as const,
        content: `提交银行转账充值（${recharge.auditStatus}）`,
        createTime: recharge.rechargeTime,
      })),
  ];
  return entries
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map((entry, index) => ({ logId: index + 1, ...entry }));
}
