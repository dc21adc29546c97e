import { useReducedMotion } from '../hooks/use-reduced-motion';
import { mainAction, type Visitor } from '../utils/main-action';
import { Audiences } from './landing/audiences';
import { BonusSection } from './landing/bonus-section';
import { DemoSection } from './landing/demo-section';
import { ClosingCall, Hero } from './landing/hero';
import './landing/landing.css';
import './landing/landing-sections.css';
import './landing/first-paint.css';

export type LandingProps = Visitor;

/** The landing page (docs/product.md §2): hero, the three-step demo, the bonus, Who It's For. */
export function Landing(props: LandingProps) {
  const action = mainAction(props);
  const animate = !useReducedMotion();
  return (
    <div className="landing">
      <Hero action={action} animate={animate} />
      <DemoSection animate={animate} />
      <BonusSection />
      <Audiences />
      <ClosingCall action={action} />
    </div>
  );
}
