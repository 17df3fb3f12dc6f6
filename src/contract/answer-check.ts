import type { JsonSchema } from './wire-schema';

/** How an answer differs from what the contract says the wire carries. */
export interface AnswerFindings {
  /** Paths of fields the contract lists that the answer leaves out. */
  missing: string[];
  /** Paths of fields whose value is not of the contract's type (or not one of its values). */
  wrongType: string[];
  /** Rows of lists the app leaves out because a field it cannot do without is missing or odd. */
  droppedRows: string[];
}

type Schema = JsonSchema & Record<string, unknown>;

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && Number.isInteger(value)
        ? 'integer'
        : typeof value;

const fitsType = (value: unknown, type: unknown): boolean => {
  const actual = typeOf(value);
  const allowed = Array.isArray(type) ? type : [type];
  return allowed.some((one) => one === actual || (one === 'number' && actual === 'integer'));
};

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** One walk of a value along its schema; `fatal` marks what makes the app's parse fail here. */
function walk(
  schema: Schema,
  value: unknown,
  path: string,
  findings: AnswerFindings,
  definitions: Record<string, Schema>,
): boolean {
  if (typeof schema.$ref === 'string') {
    const target = definitions[schema.$ref.replace(/^#\/\$defs\//, '')];
    return target ? walk(target, value, path, findings, definitions) : true;
  }
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    const fitting = branches.find((branch) => {
      const trial: AnswerFindings = { missing: [], wrongType: [], droppedRows: [] };
      walk(branch, value, path, trial, definitions);
      return !trial.missing.length && !trial.wrongType.length && !trial.droppedRows.length;
    });
    if (fitting) return true;
    findings.wrongType.push(path || '(answer)');
    return false;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value as never)) {
    findings.wrongType.push(path || '(answer)');
    return false;
  }
  if (schema.type !== undefined && !fitsType(value, schema.type)) {
    findings.wrongType.push(path || '(answer)');
    return false;
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) => {
      const rowPath = join(path, index);
      if (!walk(schema.items as Schema, item, rowPath, findings, definitions)) {
        findings.droppedRows.push(rowPath);
      }
    });
    return true;
  }
  if (typeOf(value) === 'object' && schema.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const record = value as Record<string, unknown>;
    let whole = true;
    for (const [key, property] of Object.entries(schema.properties as Record<string, Schema>)) {
      const fieldPath = join(path, key);
      if (!(key in record) || record[key] === undefined) {
        findings.missing.push(fieldPath);
        if (required.has(key)) whole = false;
      } else if (
        !walk(property, record[key], fieldPath, findings, definitions) &&
        required.has(key)
      ) {
        whole = false;
      }
    }
    return whole;
  }
  return true;
}

/**
 * Compares an answer's resultData with the wire schema of its endpoint: every field the
 * contract lists is present and of its type. Stricter than the app, which defaults what is
 * missing and leaves out odd rows: this says what it had to default or leave out.
 */
export function checkAnswer(schema: JsonSchema, value: unknown): AnswerFindings {
  const findings: AnswerFindings = { missing: [], wrongType: [], droppedRows: [] };
  const definitions = ((schema as Schema).$defs ?? {}) as Record<string, Schema>;
  walk(schema as Schema, value, '', findings, definitions);
  return findings;
}

export const isClean = (findings: AnswerFindings): boolean =>
  !findings.missing.length && !findings.wrongType.length && !findings.droppedRows.length;

/** The first path a reader should look at. */
export const firstFinding = (findings: AnswerFindings): string | null =>
  findings.wrongType[0] ?? findings.droppedRows[0] ?? findings.missing[0] ?? null;
