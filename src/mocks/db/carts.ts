import type { Database } from './types';

export const countCartRows = (db: Database, userId: number): number =>
  db.carts.filter((row) => row.userId === userId).length;
