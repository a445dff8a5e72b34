import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { MenuItem } from '../../lib/auth/current-user-types.ts';
import { isOutsideLink, menuLeaves, searchMenus, type MenuLeaf } from './menu-selection.ts';

/**
 * The header menu search: type part of a menu name, pick an entry, go there. `compact` (the top-menu
 * layouts, where the navbar's width is the menu's) shows a search icon that widens while in use, so
 * the top menu keeps that room for its entries.
 */
export function MenuSearch({ menus, compact = false }: { menus: readonly MenuItem[]; compact?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const [focused, setFocused] = useState(false);
  const narrow = compact && !focused && words === '';
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
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      forcePopupIcon={!narrow}
      data-compact={narrow ? 'true' : undefined}
      sx={{ width: narrow ? 44 : 220, flex: '0 0 auto', transition: 'width 0.2s', bgcolor: 'background.paper', borderRadius: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={narrow ? '' : translate('shell.menuSearch')}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: compact ? (
                <InputAdornment position="start" sx={{ mr: 0 }}>
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ) : (
                params.InputProps.startAdornment
              ),
            },
            htmlInput: { ...params.inputProps, 'data-testid': 'menu-search', 'aria-label': translate('shell.menuSearch') },
          }}
        />
      )}
    />
  );
}
