import styled from 'styled-components';
import { Container } from '@sohnne/ui';
import { useNavigateClick, useShell, useStore } from './context';
import { AccessibilityIcon, ChatIcon } from './icons';

const SHOP_LINKS = [
  { href: '/collections', label: 'All collections' },
  { href: '/cart', label: 'Your cart' },
  { href: '/login', label: 'Log in' },
  { href: '/register', label: 'Create an account' },
  { href: '/about-us', label: 'About Us' },
];

const POLICY_LINKS = [
  { href: '/terms-of-use', label: 'Terms of Use' },
  { href: '/promo-terms', label: 'Promo Terms' },
  { href: '/sohnne-club-terms', label: 'Sohnne Club Terms' },
  { href: '/referral-terms', label: 'Referral Terms' },
  { href: '/sitemap', label: 'Sitemap' },
  {
    href: '/do-not-sell-my-personal-information',
    label: 'Do Not Sell or Share My Personal Information',
  },
];

const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/sohnne', label: 'Instagram' },
  { href: 'https://www.pinterest.com/sohnne', label: 'Pinterest' },
  { href: 'https://www.facebook.com/sohnne', label: 'Facebook' },
];

const APP_LINKS = [
  { href: 'https://apps.apple.com/app/sohnne/id6450132025', label: 'App Store' },
  { href: 'https://play.google.com/store/apps/details?id=com.sohnne.shop', label: 'Google Play' },
];

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.charcoal};
  color: ${({ theme }) => theme.color.grey100};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.color.grey100};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.2fr 1.6fr 1fr 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.8rem;
    font-weight: 500;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.grey300};
  }
  h2.spaced {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 4px 0;
  }
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 40px;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.grey500};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.grey100};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.grey100};
    color: ${({ theme }) => theme.color.charcoal};
  }
`;

const Bottom = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.grey700};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.grey300};
`;

/** The year of the copyright line: from the clock, in UTC so that the server and the browser agree. */
export const copyrightYear = (now = new Date()) => now.getUTCFullYear();

function External({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

export function Footer() {
  const { chat, a11y } = useShell();
  const a11yOn = useStore(a11y.enabled);
  const navigateClick = useNavigateClick();
  const internal = (links: { href: string; label: string }[]) => (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} onClick={navigateClick}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <Bar>
      <Container>
        <Columns>
          <nav aria-label="Shop">
            <h2>Shop</h2>
            {internal(SHOP_LINKS)}
          </nav>
          <nav aria-label="Terms and policies">
            <h2>Terms &amp; policies</h2>
            {internal(POLICY_LINKS)}
          </nav>
          <section aria-label="Follow us and get the app">
            <h2>Follow us</h2>
            <ul>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <External {...link} />
                </li>
              ))}
            </ul>
            <h2 className="spaced">Get the app</h2>
            <ul>
              {APP_LINKS.map((link) => (
                <li key={link.href}>
                  <External {...link} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Help">
            <h2>Help</h2>
            <ToolButton type="button" onClick={() => void chat.open()}>
              <ChatIcon /> Chat with us
            </ToolButton>
            <br />
            <ToolButton type="button" aria-pressed={a11yOn} onClick={a11y.toggle}>
              <AccessibilityIcon /> Accessibility mode
            </ToolButton>
          </section>
        </Columns>
        {/* A kept page may be hydrated after New Year: the year it was rendered with stays until the next page. */}
        <Bottom suppressHydrationWarning>{`© ${copyrightYear()} Sohnne`}</Bottom>
      </Container>
    </Bar>
  );
}
