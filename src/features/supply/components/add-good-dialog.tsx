import { Form, Input, Select } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { QueryState } from '@/components/ui/query-state';
import { UploadField } from '@/components/ui/upload-field';
import { supplyCopy } from '@/copy';
import { requiredChoice, requiredFiles, requiredText, textCheck } from '@/lib/form-rules';
import type { BrandsAndCompanies } from '../api/supply-schemas';
import { useAddSuppliedGood, useBrandsAndCompanies } from '../hooks/use-supply';
import { MAX_GOOD_IMAGES } from '../utils/certification-rules';
import { brandOptions, companyOptions } from '../utils/good-options';
import {
  isStock,
  supplyPriceFen,
  toSuppliedGoodInput,
  type GoodFormValues,
} from '../utils/good-input';

interface AddGoodDialogProps {
  open: boolean;
  onClose(): void;
}

const EMPTY: GoodFormValues = {
  goodName: '',
  specification: '',
  supplyPrice: '',
  stock: '',
  images: [],
};

/** The good's fields, once the brands and companies to choose from are known. */
function GoodFields({ options }: { options: BrandsAndCompanies }) {
  return (
    <>
      <Form.Item
        name="goodName"
        label={supplyCopy.goodName}
        rules={requiredText(supplyCopy.goodNamePlaceholder)}
      >
        <Input placeholder={supplyCopy.goodNamePlaceholder} maxLength={60} />
      </Form.Item>
      <Form.Item
        name="brandId"
        label={supplyCopy.brand}
        rules={requiredChoice(supplyCopy.brandRequired)}
      >
        <Select<number> placeholder={supplyCopy.brandPlaceholder} options={brandOptions(options)} />
      </Form.Item>
      <Form.Item
        name="companyId"
        label={supplyCopy.goodCompany}
        rules={requiredChoice(supplyCopy.companyRequired)}
      >
        <Select<number>
          placeholder={supplyCopy.companyPlaceholder}
          options={companyOptions(options)}
        />
      </Form.Item>
      <Form.Item
        name="specification"
        label={supplyCopy.specification}
        rules={requiredText(supplyCopy.specificationPlaceholder)}
      >
        <Input placeholder={supplyCopy.specificationPlaceholder} maxLength={40} />
      </Form.Item>
      <Form.Item
        name="supplyPrice"
        label={supplyCopy.supplyPrice}
        rules={[
          ...requiredText(supplyCopy.pricePlaceholder),
          textCheck((value) => supplyPriceFen(value) !== null, supplyCopy.priceInvalid),
        ]}
      >
        <Input placeholder={supplyCopy.pricePlaceholder} inputMode="decimal" prefix="¥" />
      </Form.Item>
      <Form.Item
        name="stock"
        label={supplyCopy.stock}
        rules={[
          ...requiredText(supplyCopy.stockPlaceholder),
          textCheck(isStock, supplyCopy.stockInvalid),
        ]}
      >
        <Input placeholder={supplyCopy.stockPlaceholder} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="images"
        label={supplyCopy.images}
        rules={requiredFiles(supplyCopy.imagesRequired(MAX_GOOD_IMAGES), MAX_GOOD_IMAGES)}
      >
        <UploadField subject={supplyCopy.images} maxCount={MAX_GOOD_IMAGES} />
      </Form.Item>
    </>
  );
}

/** 添加供货商品: name, brand, company, specification, price in yuan, stock and 1 to 6 images. */
export function AddGoodDialog({ open, onClose }: AddGoodDialogProps) {
  const options = useBrandsAndCompanies();
  const add = useAddSuppliedGood();
  return (
    <FormDialog<GoodFormValues>
      open={open}
      title={supplyCopy.addTitle}
      onClose={onClose}
      // the fields come with the brands and companies to choose from
      onSubmit={(values) => (options.data ? add.mutateAsync(toSuppliedGoodInput(values)) : null)}
      submitText={supplyCopy.save}
      name="add-supplied-good"
      initialValues={EMPTY}
    >
      <QueryState query={options}>{(data) => <GoodFields options={data} />}</QueryState>
    </FormDialog>
  );
}
