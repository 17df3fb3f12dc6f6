import { Button, Form, Input, Modal, Select } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { UploadField } from '@/components/ui/upload-field';
import { supplyCopy } from '@/copy';
import { requiredText, textCheck } from '@/lib/form-rules';
import { saveThenClose } from '@/lib/save-then-close';
import type { BrandsAndCompanies } from '../api/supply-types';
import { useAddSuppliedGood, useBrandsAndCompanies } from '../hooks/use-supply';
import { MAX_GOOD_IMAGES } from '../utils/certification-rules';
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

function GoodForm({ options, onClose }: { options: BrandsAndCompanies; onClose(): void }) {
  const add = useAddSuppliedGood();
  const save = (values: GoodFormValues) =>
    void saveThenClose(() => add.mutateAsync(toSuppliedGoodInput(values)), onClose);
  return (
    <Form<GoodFormValues>
      name="add-supplied-good"
      layout="vertical"
      disabled={add.isPending}
      initialValues={EMPTY}
      onFinish={save}
    >
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
        rules={[{ required: true, message: supplyCopy.brandRequired }]}
      >
        <Select<number>
          placeholder={supplyCopy.brandPlaceholder}
          options={options.brands.map((brand) => ({
            value: brand.brandId,
            label: brand.brandName,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="companyId"
        label={supplyCopy.goodCompany}
        rules={[{ required: true, message: supplyCopy.companyRequired }]}
      >
        <Select<number>
          placeholder={supplyCopy.companyPlaceholder}
          options={options.companies.map((company) => ({
            value: company.companyId,
            label: company.companyName,
          }))}
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
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            max: MAX_GOOD_IMAGES,
            message: supplyCopy.imagesRequired(MAX_GOOD_IMAGES),
          },
        ]}
      >
        <UploadField subject={supplyCopy.images} maxCount={MAX_GOOD_IMAGES} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending} block>
        {supplyCopy.save}
      </Button>
    </Form>
  );
}

/** 添加供货商品: name, brand, company, specification, price in yuan, stock and 1 to 6 images. */
export function AddGoodDialog({ open, onClose }: AddGoodDialogProps) {
  const options = useBrandsAndCompanies();
  return (
    <Modal open={open} title={supplyCopy.addTitle} onCancel={onClose} footer={null} destroyOnHidden>
      <QueryState query={options}>
        {(data) => <GoodForm options={data} onClose={onClose} />}
      </QueryState>
    </Modal>
  );
}
