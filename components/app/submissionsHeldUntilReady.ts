/** Dispatched on `document` once the app has hydrated and restored the session (AppFrame). */
export const SHOP_READY_EVENT = 'shop:ready';

/**
 * The inline script that holds back a form sent before the app has taken over the page. The app's forms
 * have no action of their own, so the browser would send one to the page's own address with every field
 * in the query string: the sign-in form's password among them. The last form held is sent again, through
 * the app, once it is ready. Forms with an action (the header search) work without scripts and go on.
 */
export function submissionsHeldUntilReady(): string {
  // It listens last (window, bubbling): a submission the app has already handled is prevented by then.
  return `(function(){
var held=null;
function hold(event){
var form=event.target;
if(!(form instanceof HTMLFormElement)||form.hasAttribute('action'))return;
if(event.defaultPrevented){held=null;return;}
event.preventDefault();
held={form:form,submitter:event.submitter||null};
}
window.addEventListener('submit',hold);
document.addEventListener('${SHOP_READY_EVENT}',function(){
window.removeEventListener('submit',hold);
if(!held||!held.form.isConnected||!held.form.requestSubmit)return;
held.form.requestSubmit(held.submitter&&held.submitter.form===held.form?held.submitter:null);
},{once:true});
})();`;
}
