import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { contractCopy } from '@/copy';
import type { Contract, ContractExtensionBody, NewContractBody } from '../api/contract-schemas';
import { requiredChoice, requiredText } from '@/lib/form-rules';
import { dayOf } from '@/utils/date-format';

export const NAME_MAX = 50;
export const TEXT_MAX = 300;

export interface ExtensionFormValues {
  endDate?: Dayjs | null;
  reason: string;
}

export interface NewContractFormValues {
  contractName: string;
  party: string;
  period?: [Dayjs, Dayjs] | null;
  remark: string;
}

/** The extension's new end date must come after the contract's current one. */
export const extensionRules = (
  currentEndDate: string,
): Record<keyof ExtensionFormValues, FormRule[]> => ({
  endDate: [
    ...requiredChoice(contractCopy.newEndDateRequired),
    {
      validator: (_, value?: Dayjs | null) =>
        !value || dayOf(value) > currentEndDate
          ? Promise.resolve()
          : Promise.reject(new Error(contractCopy.newEndDateTooEarly)),
    },
  ],
  reason: requiredText(contractCopy.reasonRequired),
});

export const newContractRules: Record<keyof NewContractFormValues, FormRule[]> = {
  contractName: [
    ...requiredText(contractCopy.nameRequired),
    { max: NAME_MAX, message: contractCopy.nameTooLong(NAME_MAX) },
  ],
  party: requiredText(contractCopy.partyRequired),
  period: requiredChoice(contractCopy.periodRequired),
  remark: [],
};

/** Sent once the rules passed (the date is there). */
export const toExtensionBody = (
  contract: Pick<Contract, 'contractId'>,
  values: ExtensionFormValues,
): ContractExtensionBody => ({
  contractId: contract.contractId,
  endDate: values.endDate ? dayOf(values.endDate) : '',
  reason: values.reason.trim(),
});

export const toNewContractBody = (values: NewContractFormValues): NewContractBody => ({
  contractName: values.contractName.trim(),
  party: values.party.trim(),
  startDate: values.period ? dayOf(values.period[0]) : '',
  endDate: values.period ? dayOf(values.period[1]) : '',
  remark: values.remark.trim(),
});
