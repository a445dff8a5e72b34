import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Autocomplete, TextField } from '@mui/material';
import type { MenuItem } from '../../lib/auth/current-user-types.ts';
import { isOutsideLink, menuLeaves, searchMenus, type MenuLeaf } from './menu-selection.ts';

/** The header menu search: type part of a menu name, pick an entry, go there. */
export function MenuSearch({ menus }: { menus: readonly MenuItem[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const leaves = useMemo(() => menuLeaves(menus), [menus]);
  const options = searchMenus(leaves, words);

  const go = (leaf: MenuLeaf | null) => {
    if (!leaf) return;
    setWords('');
    if (isOutsideLink(leaf.menu)) window.open(leaf.menu.path, '_blank', 'noopener,noreferrer');
    else navigate(leaf.menu.path ?? '/404');
  };

  return (
    <Autocomplete<MenuLeaf>
      size="small"
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(leaf) => leaf.trail.join(' / ')}
      getOptionKey={(leaf) => leaf.menu.id}
      inputValue={words}
      value={null}
      onInputChange={(_, value, reason) => reason !== 'reset' && setWords(value)}
      onChange={(_, leaf) => go(leaf)}
      noOptionsText={translate('shell.noMatch')}
      open={words.trim().length > 0}
      sx={{ width: 220, bgcolor: 'background.paper', borderRadius: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={translate('shell.menuSearch')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'menu-search', 'aria-label': translate('shell.menuSearch') } }}
        />
      )}
    />
  );
}
