import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { searchBarCopy } from '@/copy';

export interface SearchBarProps {
  initialKeyword?: string;
  placeholder?: string;
  onSearch: (keyword: string) => void;
}

/** A list search box with 搜索 and 重置; emits the trimmed keyword ('' on reset). */
export function SearchBar({
  initialKeyword = '',
  placeholder = searchBarCopy.placeholder,
  onSearch,
}: SearchBarProps) {
  const [keyword, setKeyword] = useState(initialKeyword);
  // The keyword usually lives in the URL: when it changes from outside (back, a link), show it.
  const [shownInitial, setShownInitial] = useState(initialKeyword);
  if (initialKeyword !== shownInitial) {
    setShownInitial(initialKeyword);
    setKeyword(initialKeyword);
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    setKeyword(trimmed);
    onSearch(trimmed);
  };

  const handleReset = () => {
    setKeyword('');
    onSearch('');
  };

  return (
    <form role="search" onSubmit={handleSubmit}>
      <Flex gap="small" wrap>
        <Input
          aria-label={placeholder}
          placeholder={placeholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          prefix={<SearchOutlined aria-hidden />}
          style={{ width: 240, maxWidth: '100%' }}
        />
        <Button type="primary" htmlType="submit">
          {searchBarCopy.search}
        </Button>
        <Button htmlType="button" onClick={handleReset}>
          {searchBarCopy.reset}
        </Button>
      </Flex>
    </form>
  );
}
