import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { siteConfig, type SocialNetwork } from '@/lib/site-config';
import { footerMessages } from '@/app/layout/footer/footer-messages';

function ThreadsIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.7 11.2c-.1 0-.2-.1-.3-.1-.2-3-1.8-4.7-4.6-4.7-1.7 0-3.1.7-3.9 2l1.5 1c.6-.9 1.6-1.1 2.4-1.1 1 0 1.7.3 2.2.9.3.4.6 1 .7 1.7-.8-.1-1.6-.2-2.5-.1-2.5.1-4.1 1.6-4 3.6.1 1 .6 1.9 1.4 2.4.7.5 1.6.7 2.5.6 1.2-.1 2.2-.5 2.9-1.4.5-.7.9-1.5 1-2.6.6.4 1 .8 1.3 1.4.5 1 .5 2.7-.9 4.1-1.2 1.2-2.7 1.8-4.9 1.8-2.5 0-4.3-.8-5.5-2.3C5.3 17.5 4.7 15.5 4.7 12s.6-5.5 1.8-7c1.2-1.5 3-2.3 5.5-2.3s4.4.8 5.6 2.3c.6.8 1.1 1.7 1.4 2.8l1.8-.5c-.4-1.4-1-2.6-1.8-3.6C17.4 1.8 15.1.9 12 .9 8.9.9 6.6 1.9 5.1 3.8 3.7 5.6 3 8.3 2.9 12c.1 3.7.8 6.4 2.2 8.2 1.5 1.9 3.8 2.9 6.9 2.9 2.7 0 4.6-.7 6.2-2.3 2.1-2.1 2-4.7 1.3-6.3-.5-1.2-1.5-2.1-2.8-2.8zm-4.7 4.6c-1 .1-2.1-.4-2.2-1.4 0-.7.5-1.6 2.2-1.7h.6c.6 0 1.2.1 1.7.2-.2 2.5-1.4 2.8-2.3 2.9z" />
    </SvgIcon>
  );
}

const icons: Record<SocialNetwork, (props: SvgIconProps) => React.ReactNode> = {
  Facebook: (props) => <FacebookIcon {...props} />,
  Instagram: (props) => <InstagramIcon {...props} />,
  Threads: (props) => <ThreadsIcon {...props} />,
  WhatsApp: (props) => <WhatsAppIcon {...props} />,
  YouTube: (props) => <YouTubeIcon {...props} />,
};

/** The brand's five social profiles, each named for screen readers. */
export function SocialLinks() {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {siteConfig.social.map(({ network, href }) => (
        <li key={network}>
          <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={footerMessages.socialLink(siteConfig.brandName, network)} sx={{ color: 'primary.main' }}>
            {icons[network]({ fontSize: 'medium' })}
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
