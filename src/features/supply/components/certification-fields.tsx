import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { UploadField } from '@/components/ui/upload-field';
import { certificationCopy } from '@/copy';
import { PHONE_PATTERN } from '@/config/constants';
import { requiredFiles, requiredText, textCheck } from '@/lib/form-rules';
import { CREDIT_CODE_LENGTH, isCreditCode, MAX_DOCUMENTS } from '../utils/certification-rules';

const required = (label: string): Rule[] => requiredText(certificationCopy.required(label));

const uploaded = (label: string): Rule[] => requiredFiles(certificationCopy.uploadRequired(label));

const creditCodeRules: Rule[] = [
  ...required(certificationCopy.creditCode),
  textCheck(
    (value) => isCreditCode(value.replace(/\s/g, '').toUpperCase()),
    certificationCopy.creditCodeInvalid,
  ),
];

function CreditCodeItem() {
  return (
    <Form.Item name="creditCode" label={certificationCopy.creditCode} rules={creditCodeRules}>
      <Input
        placeholder={certificationCopy.creditCodePlaceholder}
        maxLength={CREDIT_CODE_LENGTH + 2}
      />
    </Form.Item>
  );
}

/** A text the certification must carry, with its label, placeholder and length. */
interface TextItemProps {
  name: string;
  label: string;
  placeholder: string;
  maxLength: number;
}

function TextItem({ name, label, placeholder, maxLength }: TextItemProps) {
  return (
    <Form.Item name={name} label={label} rules={required(label)}>
      <Input placeholder={placeholder} maxLength={maxLength} />
    </Form.Item>
  );
}

/** An image upload as a form field: one image, or several (at least one either way). */
interface ImagesItemProps {
  name: string;
  label: string;
  single?: boolean;
  extra?: string;
}

function ImagesItem({ name, label, single = false, extra }: ImagesItemProps) {
  return (
    <Form.Item name={name} label={label} rules={uploaded(label)} extra={extra}>
      <UploadField subject={label} maxCount={single ? 1 : MAX_DOCUMENTS} />
    </Form.Item>
  );
}

/** 供应商认证: company, credit code, legal person, phone, licence and further documents. */
export function SupplierFields() {
  return (
    <>
      <TextItem
        name="companyName"
        label={certificationCopy.companyName}
        placeholder={certificationCopy.companyNamePlaceholder}
        maxLength={60}
      />
      <CreditCodeItem />
      <TextItem
        name="legalPerson"
        label={certificationCopy.legalPerson}
        placeholder={certificationCopy.legalPersonPlaceholder}
        maxLength={20}
      />
      <Form.Item
        name="contactPhone"
        label={certificationCopy.contactPhone}
        rules={[
          ...required(certificationCopy.contactPhone),
          { pattern: PHONE_PATTERN, message: certificationCopy.contactPhoneInvalid },
        ]}
      >
        <Input
          placeholder={certificationCopy.contactPhonePlaceholder}
          maxLength={11}
          inputMode="tel"
        />
      </Form.Item>
      <ImagesItem name="licenceImg" label={certificationCopy.licenceImg} single />
      <ImagesItem
        name="documentImgs"
        label={certificationCopy.documentImgs}
        extra={certificationCopy.documentImgsHint}
      />
    </>
  );
}

/** 厂家认证: the manufacturer, its credit code, production licence and brand authorizations. */
export function ManufacturerFields() {
  return (
    <>
      <TextItem
        name="manufacturerName"
        label={certificationCopy.manufacturerName}
        placeholder={certificationCopy.manufacturerNamePlaceholder}
        maxLength={60}
      />
      <CreditCodeItem />
      <ImagesItem name="licenceImg" label={certificationCopy.productionLicence} single />
      <ImagesItem name="authorizationImgs" label={certificationCopy.authorizationImgs} />
    </>
  );
}

/** One variety: its name and qualification documents. */
export function VarietyFields() {
  return (
    <>
      <TextItem
        name="varietyName"
        label={certificationCopy.varietyName}
        placeholder={certificationCopy.varietyNamePlaceholder}
        maxLength={30}
      />
      <ImagesItem name="qualificationImgs" label={certificationCopy.qualificationImgs} />
    </>
  );
}
