import * as v from 'valibot';
import { fen, int, list, oneOf, paged, text, textOrNull } from '@/lib/schema';
import { checkAnswer, firstFinding, isClean } from '../answer-check';
import { wireSchema } from '../wire-schema';

const row = v.object({
  goodId: int(),
  price: fen(),
  name: text(),
  state: oneOf(['ON', 'OFF'], 'OFF'),
});
const page = wireSchema(paged(row));

describe('checkAnswer', () => {
  it('finds nothing in an answer that keeps the contract', () => {
    const findings = checkAnswer(page, {
      list: [{ goodId: 1, price: 1200, name: '茶', state: 'ON' }],
      total: 1,
    });
    expect(isClean(findings)).toBe(true);
  });

  it('names a field left out, one of another type and a row the app leaves out', () => {
    const findings = checkAnswer(page, {
      list: [
        { goodId: 1, price: 1200, state: 'ON' },
        { goodId: 2, price: '12.5元', name: '茶', state: 'ON' },
        { goodId: 3, price: 300, name: 7, state: 'SOLD' },
      ],
    });
    expect(findings).toEqual({
      missing: ['list.0.name', 'total'],
      wrongType: ['list.1.price', 'list.2.name', 'list.2.state'],
      droppedRows: ['list.1'],
    });
    expect(firstFinding(findings)).toBe('list.1.price');
  });

  it('reads a list of lists and text that may be null', () => {
    const schema = wireSchema(v.object({ groups: list(v.object({ names: list(textOrNull()) })) }));
    expect(checkAnswer(schema, { groups: [{ names: ['a', 2] }] }).wrongType).toEqual([
      'groups.0.names.1',
    ]);
    expect(isClean(checkAnswer(wireSchema(v.nullable(text())), null))).toBe(true);
  });
});

describe('a tree', () => {
  interface Node {
    id: number;
    children: Node[];
  }
  const node: v.GenericSchema<unknown, Node> = v.object({
    id: int(),
    children: list(v.lazy(() => node)),
  });

  it('is written once, its children as nodes of the same shape, and checked level by level', () => {
    const schema = wireSchema(list(node));
    expect(checkAnswer(schema, [{ id: 1, children: [{ id: 2, children: [] }] }])).toEqual({
      missing: [],
      wrongType: [],
      droppedRows: [],
    });
    expect(checkAnswer(schema, [{ id: 1, children: ['leaf'] }]).wrongType).toEqual([
      '0.children.0',
    ]);
  });
});
