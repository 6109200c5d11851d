/** Dispatched on `document` once the app has hydrated and restored the session (AppFrame). */
export const SHOP_READY_EVENT = 'shop:ready';

/** Dispatched on `document` each time a part of the page that hydrates on its own has hydrated (HydrationPart). */
export const PART_HYDRATED_EVENT = 'shop:part-hydrated';

/**
 * The inline script that holds back a form sent before the app has taken over the page. The app's forms
 * have no action of their own, so the browser would send one to the page's own address with every field
 * in the query string: the sign-in form's password among them. The last form held is sent again, through
 * the app, once it is ready; a form in a part of the page that has not hydrated yet has no handler then,
 * so its submission is held again and sent when a part hydrates. Every form of the app without an action
 * is handled by the app once hydrated, so the script keeps holding the ones that are not. Forms with an
 * action (the header search) work without scripts and go on.
 */
export function submissionsHeldUntilReady(): string {
  // It listens last (window, bubbling): a submission the app has already handled is prevented by then.
  return `(function(){
var held=null,ready=false;
function hold(event){
var form=event.target;
if(!(form instanceof HTMLFormElement)||form.hasAttribute('action'))return;
if(event.defaultPrevented){held=null;return;}
event.preventDefault();
held={form:form,submitter:event.submitter||null};
}
function handOn(){
if(!ready||!held)return;
var form=held.form,submitter=held.submitter;
held=null;
if(!form.isConnected||!form.requestSubmit)return;
form.requestSubmit(submitter&&submitter.form===form?submitter:null);
}
window.addEventListener('submit',hold);
document.addEventListener('${SHOP_READY_EVENT}',function(){ready=true;handOn();},{once:true});
document.addEventListener('${PART_HYDRATED_EVENT}',handOn);
})();`;
}
