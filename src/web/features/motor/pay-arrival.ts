// Submit for Review hands the customer on to the payment page (motor section 2.8) with a notice to say
// on arrival, carried in the navigation's state.

export interface PayArrival {
  notice?: string;
}
