import { memo } from 'react';
import { Box } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';

/** What a tab does when used; one object for the bar's lifetime, so a tab's props change only with its own state. */
export interface TagEvents {
  open: (key: string) => void;
  close: (key: string) => void;
  menu: (key: string, x: number, y: number) => void;
}

interface TagItemProps {
  tagKey: string;
  title: string;
  active: boolean;
  affix: boolean;
  showIcons: boolean;
  /** the close button's label, title not included */
  closeLabel: string;
  events: TagEvents;
}

/**
 * One tab of the tags view. Memoised: opening, switching or closing a tab draws the tabs whose
 * state changed, not all 40 (issue 17: the bar drew every tab with its icons and styles twice per
 * navigation).
 */
export const TagItem = memo(function TagItem({ tagKey, title, active, affix, showIcons, closeLabel, events }: TagItemProps) {
  return (
    <Box
      role="tab"
      aria-selected={active}
      data-testid="tag"
      data-key={tagKey}
      title={title}
      onClick={() => events.open(tagKey)}
      onAuxClick={(event) => event.button === 1 && !affix && events.close(tagKey)}
      onContextMenu={(event) => {
        event.preventDefault();
        events.menu(tagKey, event.clientX, event.clientY);
      }}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        height: 26,
        flex: '0 0 auto',
        cursor: 'pointer',
        fontSize: 12,
        border: 1,
        borderRadius: 0.5,
        whiteSpace: 'nowrap',
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'transparent',
        color: active ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {showIcons && <DescriptionOutlinedIcon sx={{ fontSize: 14 }} data-testid="tag-icon" />}
      {title}
      {!affix && (
        <CloseIcon
          role="button"
          aria-label={`${closeLabel} ${title}`}
          data-testid="tag-close"
          sx={{ fontSize: 14 }}
          onClick={(event) => {
            event.stopPropagation();
            events.close(tagKey);
          }}
        />
      )}
    </Box>
  );
});
