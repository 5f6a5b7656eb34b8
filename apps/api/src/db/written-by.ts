import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * The select fields of who wrote a row of the shop's data (decision record 029), for a table with `member_id` and
 * `shop_id`: the member, or for a row from before members existed (member_id NULL) the owner, whose member id is
 * the shop's; and that member's name as the shop knows it now (their own for a PIN-only member, their account's
 * otherwise), null once the member was removed. A subquery by primary key per row: lists are paginated first.
 */
export function writtenBy(table: { memberId: AnyColumn; shopId: AnyColumn }) {
  const memberId = sql`coalesce(${table.memberId}, ${table.shopId})`;
  return {
    memberId: sql<string>`${memberId}`,
    memberName: sql<string | null>`(
      SELECT coalesce(m.name, trim(u.name || ' ' || coalesce(u.lastname, '')))
      FROM shop_members AS m LEFT JOIN users AS u ON u.id = m.user_id
      WHERE m.id = ${memberId})`,
  };
}
