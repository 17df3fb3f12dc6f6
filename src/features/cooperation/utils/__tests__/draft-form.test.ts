import { cooperationCopy } from '@/copy';
import {
  readBudget,
  readQuantity,
  toDraftFormValues,
  toDraftInput,
  type DraftFormValues,
} from '../draft-form';

const typed: DraftFormValues = {
  title: '  社区蔬菜直采 ',
  roleId: 1,
  categoryId: 2,
  quantity: '１２０',
  budget: '8800.5',
  description: ' 每日配送 ',
};

describe('the draft form', () => {
  it('reads the budget typed in yuan as integer fen, or says why not', () => {
    expect(readBudget('8800.5')).toEqual({ ok: true, value: 880_050 });
    expect(readBudget('０.２９')).toEqual({ ok: true, value: 29 });
    expect(readBudget('12.')).toEqual({ ok: true, value: 1200 });
    expect(readBudget(' ')).toEqual({ ok: false, message: cooperationCopy.budgetRequired });
    expect(readBudget('12.345')).toEqual({ ok: false, message: cooperationCopy.budgetInvalid });
    expect(readBudget('1e3')).toEqual({ ok: false, message: cooperationCopy.budgetInvalid });
    expect(readBudget('-5')).toEqual({ ok: false, message: cooperationCopy.budgetInvalid });
    expect(readBudget('0.00')).toEqual({ ok: false, message: cooperationCopy.budgetNotPositive });
    expect(readBudget('100000000.01')).toEqual({
      ok: false,
      message: cooperationCopy.budgetTooLarge('¥100,000,000.00'),
    });
  });

  it('reads the quantity as a whole number from 1', () => {
    expect(readQuantity('１２０')).toEqual({ ok: true, value: 120 });
    expect(readQuantity('')).toEqual({ ok: false, message: cooperationCopy.quantityRequired });
    for (const bad of ['0', '1.5', '-2', '1000001', 'abc']) {
      expect(readQuantity(bad)).toEqual({
        ok: false,
        message: cooperationCopy.quantityInvalid(1_000_000),
      });
    }
  });

  it('sends trimmed text and fen; nothing while a rule fails', () => {
    expect(toDraftInput(typed)).toEqual({
      title: '社区蔬菜直采',
      roleId: 1,
      categoryId: 2,
      description: '每日配送',
      quantity: 120,
      budget: 880_050,
    });
    expect(toDraftInput({ ...typed, roleId: undefined })).toBeNull();
    expect(toDraftInput({ ...typed, budget: '1.234' })).toBeNull();
  });

  it('shows a saved draft with its budget back in yuan', () => {
    expect(
      toDraftFormValues({
        draftId: 1,
        title: '年货节',
        roleId: 1,
        roleName: '发起方',
        categoryId: 0,
        categoryName: '',
        description: '',
        quantity: 10,
        budget: 1_500_005,
        updateTime: '',
      }),
    ).toEqual({
      title: '年货节',
      roleId: 1,
      categoryId: undefined,
      quantity: '10',
      budget: '15000.05',
      description: '',
    });
  });
});
