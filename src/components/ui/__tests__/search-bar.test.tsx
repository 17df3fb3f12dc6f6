import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { searchBarCopy } from '@/copy';
import { renderWithProviders } from '@tests/render';
import { SearchBar } from '../search-bar';

const keywordBox = (name: string = searchBarCopy.placeholder) =>
  screen.getByRole('textbox', { name });

describe('SearchBar', () => {
  it('is a labelled search landmark with 搜索 and 重置', () => {
    renderWithProviders(<SearchBar onSearch={() => {}} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(keywordBox()).toHaveAttribute('placeholder', searchBarCopy.placeholder);
    expect(screen.getByRole('button', { name: searchBarCopy.search })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: searchBarCopy.reset })).toBeInTheDocument();
  });

  it('emits the trimmed keyword when 搜索 is clicked', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBar onSearch={onSearch} />);

    await user.type(keywordBox(), '  口罩 N95  ');
    await user.click(screen.getByRole('button', { name: searchBarCopy.search }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('口罩 N95');
    expect(keywordBox()).toHaveValue('口罩 N95');
  });

  it('searches on Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBar onSearch={onSearch} />);

    await user.type(keywordBox(), ' 体检{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('体检');
  });

  it('emits an empty keyword for blank input', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBar onSearch={onSearch} />);

    await user.type(keywordBox(), '   {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('reset clears the box and emits an empty keyword', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchBar initialKeyword="血压计" onSearch={onSearch} />);
    expect(keywordBox()).toHaveValue('血压计');

    await user.click(screen.getByRole('button', { name: searchBarCopy.reset }));
    expect(keywordBox()).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('uses a custom placeholder as the label', () => {
    renderWithProviders(<SearchBar placeholder="请输入商品名称" onSearch={() => {}} />);
    expect(keywordBox('请输入商品名称')).toBeInTheDocument();
  });

  it('shows a keyword that changes from outside, such as the URL', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<SearchBar initialKeyword="a" onSearch={() => {}} />);
    await user.type(keywordBox(), 'bc');
    expect(keywordBox()).toHaveValue('abc');

    rerender(<SearchBar initialKeyword="新关键词" onSearch={() => {}} />);
    expect(keywordBox()).toHaveValue('新关键词');
  });
});
