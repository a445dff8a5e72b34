import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import CloseIcon from '@mui/icons-material/Close';
import { AREA_ROOT, type AreaNode } from './area-api.ts';
import { samePath } from './cascader-config.ts';
import type { TreeTexts } from './tree-texts.ts';

/** A chosen area: its id path from the province down, and the names along it. */
export interface ChosenArea {
  path: string[];
  names: string[];
}

/** The address picker is as wide as the other pickers (spec lowcode §2: 800px). */
const DIALOG_WIDTH = 800;

/**
 * Whether an area is a leaf for this picker: the server says it has no children, or it sits at
 * the configured level (0 province, 1 city, 2 district, 3 street; spec lowcode §4).
 */
export const isAddressLeaf = (area: AreaNode, depth: number, level: number): boolean => area.isLeaf || depth >= level;

/**
 * A click on an area (spec lowcode §4 "Pickers"): only a leaf is chosen; single mode replaces the
 * choice, multiple adds it unless the same area is already there.
 */
export function chooseArea(chosen: ChosenArea[], area: ChosenArea, multiple: boolean): ChosenArea[] {
  if (!multiple) return [area];
  return chosen.some((entry) => samePath(entry.path, area.path)) ? chosen : [...chosen, area];
}

interface AreaRowProps {
  area: AreaNode;
  depth: number;
  path: string[];
  names: string[];
  level: number;
  load: (parentId: string) => Promise<AreaNode[]>;
  onPick: (area: ChosenArea) => void;
  texts: TreeTexts;
}

function AreaRow({ area, depth, path, names, level, load, onPick, texts }: AreaRowProps) {
  const leaf = isAddressLeaf(area, depth, level);
  const [open, setOpen] = useState(false);
  const [children, setChildren] = useState<AreaNode[] | null>(null);
  const [loading, setLoading] = useState(false);
  const toggle = async () => {
    if (!open && children === null) {
      setLoading(true);
      try {
        setChildren(await load(area.id));
      } catch {
        setChildren([]);
      } finally {
        setLoading(false);
      }
    }
    setOpen(!open);
  };
  return (
    <>
      <ListItemButton
        dense
        data-testid="address-node"
        data-node-id={area.id}
        data-selectable={leaf ? 'true' : 'false'}
        sx={{ pl: 1 + depth * 2, py: 0.25 }}
        onClick={() => (leaf ? onPick({ path, names }) : void toggle())}
      >
        <Box sx={{ width: 28, flexShrink: 0 }}>
          {!leaf &&
            (loading ? (
              <CircularProgress size={14} />
            ) : (
              <IconButton
                size="small"
                aria-label={open ? texts.collapse : texts.expand}
                data-testid="address-node-toggle"
                onClick={(event) => {
                  event.stopPropagation();
                  void toggle();
                }}
              >
                {open ? <ExpandMoreIcon fontSize="inherit" /> : <ChevronRightIcon fontSize="inherit" />}
              </IconButton>
            ))}
        </Box>
        <ListItemText primary={area.fullName} slotProps={{ primary: { variant: 'body2', color: leaf ? 'textPrimary' : 'textSecondary' } }} />
      </ListItemButton>
      {open &&
        (children ?? []).map((child) => (
          <AreaRow
            key={child.id}
            area={child}
            depth={depth + 1}
            path={[...path, child.id]}
            names={[...names, child.fullName]}
            level={level}
            load={load}
            onPick={onPick}
            texts={texts}
          />
        ))}
    </>
  );
}

export interface AddressDialogProps {
  open: boolean;
  level: number;
  multiple: boolean;
  /** what the field holds; each opening starts from it */
  value: ChosenArea[];
  load: (parentId: string) => Promise<AreaNode[]>;
  texts: TreeTexts;
  onConfirm: (chosen: ChosenArea[]) => void;
  onClose: () => void;
}

/**
 * The province/city/district picker (JNPF `address`): the areas as a tree read a level at a time
 * on the left, the chosen areas on the right with 'clear list' and a delete each; Cancel forgets,
 * Confirm writes (spec lowcode §2, §4).
 */
export function AddressDialog({ open, level, multiple, value, load, texts, onConfirm, onClose }: AddressDialogProps) {
  const [chosen, setChosen] = useState<ChosenArea[]>(value);
  const [roots, setRoots] = useState<AreaNode[] | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    setChosen(value);
    let live = true;
    setRoots(null);
    load(AREA_ROOT)
      .then((level) => live && setRoots(level))
      .catch(() => live && setRoots([]));
    return () => {
      live = false;
    };
    // the value is read as the dialog opens, not followed while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: '95vw' } } }}
      data-testid="address-dialog"
    >
      <DialogTitle>{texts.addressTitle}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ height: 400 }}>
          <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="address-tree">
            {roots === null ? (
              <Typography variant="body2" color="textSecondary" sx={{ p: 2, textAlign: 'center' }}>
                {texts.loading}
              </Typography>
            ) : roots.length === 0 ? (
              <Typography variant="body2" color="textSecondary" sx={{ p: 2, textAlign: 'center' }}>
                {texts.noData}
              </Typography>
            ) : (
              <List dense disablePadding>
                {roots.map((area) => (
                  <AreaRow
                    key={area.id}
                    area={area}
                    depth={0}
                    path={[area.id]}
                    names={[area.fullName]}
                    level={level}
                    load={load}
                    texts={texts}
                    onPick={(picked) => setChosen((current) => chooseArea(current, picked, multiple))}
                  />
                ))}
              </List>
            )}
          </Box>
          <Stack sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="address-selected">
            <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="body2">
                {texts.selected} ({chosen.length})
              </Typography>
              <Button size="small" onClick={() => setChosen([])} data-testid="address-clear-list">
                {texts.clearList}
              </Button>
            </Stack>
            <Box sx={{ flex: 1, overflow: 'auto' }}>
              {chosen.length === 0 ? (
                <Typography variant="body2" color="textSecondary" sx={{ p: 2, textAlign: 'center' }}>
                  {texts.noData}
                </Typography>
              ) : (
                <List dense disablePadding>
                  {chosen.map((area) => (
                    <ListItem
                      key={area.path.join('/')}
                      data-testid="address-selected-item"
                      secondaryAction={
                        <IconButton
                          edge="end"
                          size="small"
                          aria-label={texts.remove}
                          onClick={() => setChosen((current) => current.filter((entry) => !samePath(entry.path, area.path)))}
                        >
                          <CloseIcon fontSize="inherit" />
                        </IconButton>
                      }
                    >
                      <ListItemText primary={area.names.join('/')} slotProps={{ primary: { variant: 'body2' } }} />
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="address-cancel">
          {texts.cancel}
        </Button>
        <Button variant="contained" onClick={() => onConfirm(chosen)} data-testid="address-confirm">
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
