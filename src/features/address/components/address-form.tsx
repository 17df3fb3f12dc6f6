import { AutoComplete, Button, Form, Input, Switch } from 'antd';
import { isDigitField, toHalfWidth } from '@/utils/half-width';
import { useState } from 'react';
import { ENTRANCE_OPTIONS } from '@/config/constants';
import { addressCopy, commonCopy, paymentCopy } from '@/copy';
import { ApiError, apiClient } from '@/lib/api-client';
import { getFeedback } from '@/lib/feedback';
import { useSingleFlight } from '@/lib/use-single-flight';
import { addressEndpoints } from '../api/address-endpoints';
import type { AddressInput } from '../api/address-schemas';
import { useDebouncedRecognition } from '../hooks/use-debounced-recognition';
import {
  applyRecognition,
  changeRegion,
  checkDraft,
  emptyDraft,
  FORM_REGION_DEPTH,
  pickCommunity,
  toAddressInput,
  typeCommunity,
  type AddressDraft,
  type DraftTextField,
} from '../utils/address-form';
import { regionValueOf } from '../utils/region-value';
import { AddressCascader } from './address-cascader';
import { CommunityInput } from './community-input';

const ENTRANCES = ENTRANCE_OPTIONS.map((entrance) => ({ value: entrance }));

/** Recognition failures are toasted by the API layer, except a dropped connection. */
async function recognise(text: string) {
  try {
    return await apiClient.call(addressEndpoints.identify, { query: { district: text } });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') {
      getFeedback().toastError(commonCopy.serverException);
    }
    throw error;
  }
}

export interface AddressFormProps {
  /** Saves the address; the form keeps what was typed when it throws. */
  onSubmit(input: AddressInput): Promise<void>;
  /** What the form starts with (an address being edited); empty by default. */
  initial?: AddressDraft;
}

/** A delivery address, new or edited, with the 2 s debounced recognition of pasted text. */
export function AddressForm({ onSubmit, initial }: AddressFormProps) {
  const [draft, setDraft] = useState<AddressDraft>(() => initial ?? emptyDraft());
  const recognition = useDebouncedRecognition(recognise, (result) =>
    setDraft((current) => applyRecognition(current, result)),
  );
  const submit = useSingleFlight(async () => {
    const problem = checkDraft(draft);
    if (problem) {
      const message =
        problem === 'phone' ? addressCopy.phoneInvalid : paymentCopy.checkInputComplete;
      getFeedback().toastWarning(message);
      return;
    }
    await onSubmit(toAddressInput(draft));
  });

  const text = (field: DraftTextField) => ({
    id: `address-${field}`,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      const typed = isDigitField(field) ? toHalfWidth(event.target.value) : event.target.value;
      setDraft((current) => ({ ...current, [field]: typed }));
    },
  });

  return (
    <Form layout="vertical" onFinish={() => void submit.run().catch(() => undefined)}>
      <Form.Item label={addressCopy.recognition} htmlFor="address-autoAddress">
        <Input.TextArea
          {...text('autoAddress')}
          rows={2}
          placeholder={addressCopy.recognitionPlaceholder}
          onChange={(event) => {
            setDraft((current) => ({ ...current, autoAddress: event.target.value }));
            recognition.schedule(event.target.value);
          }}
        />
      </Form.Item>
      {recognition.pending && <p role="status">{addressCopy.recognising}</p>}
      <Form.Item label={addressCopy.userName} htmlFor="address-userName" required>
        <Input {...text('userName')} placeholder={addressCopy.userNamePlaceholder} />
      </Form.Item>
      <Form.Item label={addressCopy.phone} htmlFor="address-phone" required>
        <Input {...text('phone')} placeholder={addressCopy.phonePlaceholder} inputMode="tel" />
      </Form.Item>
      <Form.Item label={addressCopy.region} htmlFor="address-region" required>
        <AddressCascader
          id="address-region"
          depth={FORM_REGION_DEPTH}
          value={regionValueOf(draft, FORM_REGION_DEPTH)}
          onChange={(value) => setDraft((current) => changeRegion(current, value))}
        />
      </Form.Item>
      <Form.Item label={addressCopy.community} htmlFor="address-community">
        <CommunityInput
          id="address-community"
          streetId={draft.streetId}
          value={draft.community}
          onType={(value) => setDraft((current) => typeCommunity(current, value))}
          onPick={(pick) => setDraft((current) => pickCommunity(current, pick))}
        />
      </Form.Item>
      <Form.Item label={addressCopy.entrance} htmlFor="address-entrance">
        <AutoComplete
          id="address-entrance"
          value={draft.entrance}
          options={ENTRANCES}
          placeholder={addressCopy.entrancePlaceholder}
          onChange={(value: string) => setDraft((current) => ({ ...current, entrance: value }))}
        />
      </Form.Item>
      <Form.Item label={addressCopy.detailedAddress} htmlFor="address-detailedAddress" required>
        <Input {...text('detailedAddress')} placeholder={addressCopy.detailedAddressPlaceholder} />
      </Form.Item>
      <Form.Item label={addressCopy.setAsDefault} htmlFor="address-isDefault">
        <Switch
          id="address-isDefault"
          checked={draft.isDefault}
          onChange={(checked) => setDraft((current) => ({ ...current, isDefault: checked }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.pending} block>
        {addressCopy.save}
      </Button>
    </Form>
  );
}
