import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { contractCopy } from '@/copy';
import type { Contract, ContractExtensionBody, NewContractBody } from '../api/contract-schemas';
import { requiredChoice, requiredText } from '@/lib/form-rules';

export const DAY_FORMAT = 'YYYY-MM-DD';
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
        !value || value.format(DAY_FORMAT) > currentEndDate
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
  endDate: values.endDate?.format(DAY_FORMAT) ?? '',
  reason: values.reason.trim(),
});

export const toNewContractBody = (values: NewContractFormValues): NewContractBody => ({
  contractName: values.contractName.trim(),
  party: values.party.trim(),
  startDate: values.period?.[0].format(DAY_FORMAT) ?? '',
  endDate: values.period?.[1].format(DAY_FORMAT) ?? '',
  remark: values.remark.trim(),
});
