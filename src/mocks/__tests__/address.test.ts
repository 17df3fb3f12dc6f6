import type {
  Address,
  AddressInput,
  AddressList,
  District,
  IdentifiedAddress,
} from '@/features/address/api/address-schemas';
import { callApi, logInWithPassword } from './call-api';

const member = async (phone?: string) => (await logInWithPassword(phone)).accessToken;

const districts = async (pid: number) =>
  (await callApi<District[]>(`common/district?pid=${pid}`)).envelope.resultData;

const memberDistricts = async (pid: number, token?: string) =>
  (await callApi<District[]>(`v1/front/district?pid=${pid}`, { token })).envelope;

const identify = async (text: string) =>
  (
    await callApi<IdentifiedAddress>(
      `common/identification/address?district=${encodeURIComponent(text)}`,
    )
  ).envelope.resultData;

const newAddress: AddressInput = {
  userName: '张三',
  phone: '13912345678',
  province: '北京市',
  city: '市辖区',
  area: '朝阳区',
  street: '建外街道',
  village: '',
  community: '',
  provinceId: 11,
  cityId: 1101,
  areaId: 110105,
  streetId: 110105001,
  villageId: 0,
  communityId: 0,
  entrance: '北门',
  detailedAddress: '建国门外大街1号',
  isDefault: 0,
  autoAddress: '',
};

describe('districts', () => {
  it('serves all provinces, then each level down to generated communities', async () => {
    const provinces = await districts(0);
    expect(provinces).toHaveLength(31);
    expect(provinces).toContainEqual({ districtId: 44, district: '广东省', isLast: 0 });
    expect(await districts(44)).toContainEqual({ districtId: 4403, district: '深圳市', isLast: 0 });
    expect(await districts(4403)).toContainEqual({
      districtId: 440305,
      district: '南山区',
      isLast: 0,
    });
    expect(await districts(440305)).toContainEqual({
      districtId: 440305007,
      district: '粤海街道',
      isLast: 0,
    });
    expect(await districts(440305007)).toContainEqual({
      districtId: 440305007003,
      district: '科技园社区',
      isLast: 0,
    });
    const communities = await districts(440305007003);
    expect(communities[0]).toEqual({
      districtId: 440305007003001,
      district: '科技园社区第一网格',
      isLast: 1,
    });
    expect(communities.length).toBeGreaterThanOrEqual(2);
  });

  it('ends at the area outside the seeded provinces, and is empty for unknown ids', async () => {
    const hangzhou = await districts(3301);
    expect(hangzhou.length).toBeGreaterThan(0);
    expect(hangzhou.every((area) => area.isLast === 1)).toBe(true);
    expect(await districts(99)).toEqual([]);
  });
});

describe('districts in the member area', () => {
  it('answers a member the same lists as the common call, and a visitor 000403', async () => {
    const token = await logInWithPassword().then((session) => session.accessToken);
    for (const pid of [0, 44, 4403]) {
      expect(await memberDistricts(pid, token)).toMatchObject({
        resultStatus: true,
        resultData: await districts(pid),
      });
    }
    expect(await memberDistricts(0)).toMatchObject({ resultStatus: false, errorCode: '000403' });
  });
});

describe('address recognition', () => {
  it('reads the pasted example into name, phone, six levels and the detail', async () => {
    expect(
      await identify('张三 13800000000 广东省深圳市南山区粤海街道科技园社区 科苑路15号'),
    ).toEqual({
      userName: '张三',
      phone: '13800000000',
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      street: '粤海街道',
      village: '科技园社区',
      community: '',
      provinceId: 44,
      cityId: 4403,
      areaId: 440305,
      streetId: 440305007,
      villageId: 440305007003,
      communityId: 0,
      detailedAddress: '科苑路15号',
    });
  });

  it('tolerates missing suffixes and an unwritten municipal city (北京)', async () => {
    const result = await identify(
      '北京朝阳区建外街道永安里社区 建国门外大街1号，李四，13911112222',
    );
    expect(result).toMatchObject({
      userName: '李四',
      phone: '13911112222',
      province: '北京市',
      city: '市辖区',
      area: '朝阳区',
      street: '建外街道',
      village: '永安里社区',
      provinceId: 11,
      cityId: 1101,
      areaId: 110105,
      streetId: 110105001,
      villageId: 110105001026,
      detailedAddress: '建国门外大街1号',
    });
    expect(await identify('深圳南山区粤海街道 海德三道 王五')).toMatchObject({
      userName: '王五',
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      street: '粤海街道',
      detailedAddress: '海德三道',
    });
    expect(await identify('朝阳区建外街道永安里社区 1号楼')).toMatchObject({
      province: '北京市',
      area: '朝阳区',
      street: '建外街道',
      village: '永安里社区',
      detailedAddress: '1号楼',
    });
    expect(await identify('广东深圳南山区 海德三道')).toMatchObject({
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      street: '',
      detailedAddress: '海德三道',
    });
  });
});

describe('addresses', () => {
  it('lists the member’s own addresses, and the default one', async () => {
    const token = await member();
    const list = await callApi<AddressList>('v1/front/address?pageNo=1&pageSize=9999', { token });
    expect(list.envelope.resultData.total).toBe(1);
    expect(list.envelope.resultData.list[0]).toMatchObject({ userAddressId: 1, isDefault: 1 });
    const other = await member('13800000002');
    expect(
      (await callApi<Address | null>('v1/front/default/address', { token: other })).envelope,
    ).toMatchObject({ resultStatus: true, resultData: null });
  });

  it('validates a new address', async () => {
    const token = await member();
    const missing = await callApi('v1/front/address', {
      method: 'POST',
      token,
      body: { ...newAddress, detailedAddress: '  ' },
    });
    expect(missing.envelope).toMatchObject({
      resultStatus: false,
      errorMessage: '请检查输入是否完整',
    });
    const badPhone = await callApi('v1/front/address', {
      method: 'POST',
      token,
      body: { ...newAddress, phone: '2391234567' },
    });
    expect(badPhone.envelope).toMatchObject({ resultStatus: false, errorCode: '20302' });
    const list = await callApi<AddressList>('v1/front/address', { token });
    expect(list.envelope.resultData.total).toBe(1);
  });

  it('creates, sets default (clearing the old one) and deletes', async () => {
    const token = await member();
    const created = await callApi<Address>('v1/front/address', {
      method: 'POST',
      token,
      body: newAddress,
    });
    const id = created.envelope.resultData.userAddressId;
    expect(created.envelope.resultData).toMatchObject({ ...newAddress, userAddressId: 2 });

    await callApi(`v1/front/address/${id}`, { method: 'PUT', token });
    const list = (await callApi<AddressList>('v1/front/address', { token })).envelope.resultData;
    expect(list.list.map((row) => [row.userAddressId, row.isDefault])).toEqual([
      [id, 1],
      [1, 0],
    ]);

    await callApi(`v1/front/address/${id}`, { method: 'DELETE', token });
    const after = (await callApi<AddressList>('v1/front/address', { token })).envelope.resultData;
    expect(after.list.map((row) => [row.userAddressId, row.isDefault])).toEqual([[1, 1]]);
    const gone = await callApi(`v1/front/address/${id}`, { method: 'DELETE', token });
    expect(gone.envelope).toMatchObject({ resultStatus: false, errorCode: '20303' });
  });

  it('edits an address through PUT v1/front/address', async () => {
    const token = await member();
    const edited = await callApi<Address>('v1/front/address', {
      method: 'PUT',
      token,
      body: { ...newAddress, userAddressId: 1, entrance: '西门' },
    });
    expect(edited.envelope.resultData).toMatchObject({
      userAddressId: 1,
      entrance: '西门',
      isDefault: 1,
    });
  });
});
