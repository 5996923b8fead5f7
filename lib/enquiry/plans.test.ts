import { attachPlan, detachPlan, ENQUIRY_PLANS_CAP, parseEnquiryPlan, planSummary, plansFieldText } from './plans';

describe('link plans sent with an enquiry', () => {
  it('keep only an address under the planner, never a link elsewhere', () => {
    expect(parseEnquiryPlan({ path: '/planner?split=64' })).toEqual({ path: '/planner?split=64' });
    expect(parseEnquiryPlan({ path: '/planner' })).toEqual({ path: '/planner' });
    expect(parseEnquiryPlan({ path: 'https://elsewhere.example/planner?x' })).toBeNull();
    expect(parseEnquiryPlan({ path: '/plannerx' })).toBeNull();
    expect(parseEnquiryPlan({ path: '//elsewhere.example' })).toBeNull();
    expect(parseEnquiryPlan('/planner')).toBeNull();
  });

  it('attach a plan once, and keep the newest past the cap', () => {
    let plans = attachPlan([], '/planner?km=1').plans;
    expect(attachPlan(plans, '/planner?km=1')).toEqual({ plans, outcome: 'present' });
    for (let km = 2; km <= ENQUIRY_PLANS_CAP + 1; km++) plans = attachPlan(plans, `/planner?km=${km}`).plans;
    expect(plans).toHaveLength(ENQUIRY_PLANS_CAP);
    expect(plans[0]).toEqual({ path: '/planner?km=2' });
    expect(detachPlan(plans, '/planner?km=2')).toHaveLength(ENQUIRY_PLANS_CAP - 1);
  });

  it('post each plan’s whole address on a line, and read its settings for a person', () => {
    const plans = [{ path: '/planner?split=64&km=20' }, { path: '/planner' }];
    expect(plansFieldText(plans, 'https://www.lumora.example')).toBe('https://www.lumora.example/planner?split=64&km=20\nhttps://www.lumora.example/planner');
    expect(planSummary(plans[0]!)).toBe('split 64 · km 20');
    expect(planSummary(plans[1]!)).toBe('');
  });
});
