/**
 * Indian cities and towns with their coordinates, so a visitor who searches
 * for a place no branch office names ("Lucknow") is shown the nearest office
 * and roughly how far it is (lib/search/lexicon.ts works it out from the
 * branch records in branches.ts at export time).
 *
 * Facts only: a place's usual name today, the older or English names buyers
 * still type, its state or union territory, and its latitude and longitude
 * in degrees (WGS 84) to two decimals, about a kilometre. Every state and
 * union territory is here with its capital, and so are the larger cities
 * and the district towns the trade works from.
 *
 * The content checks (lib/content-checks/gazetteer.ts) refuse a place
 * outside India's bounds, a name given to two places, and a name the
 * catalogue or the search vocabulary already uses for something else.
 */

/** The 28 states and 8 union territories, as the Government of India names them. */
export const indianStates = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type IndianState = (typeof indianStates)[number];

export interface Place {
  /** The place's usual name today ('Prayagraj'). */
  name: string;
  /** Other names buyers type for it: older or English spellings ('Allahabad'). */
  aliases?: readonly string[];
  state: IndianState;
  /** Degrees north. */
  lat: number;
  /** Degrees east. */
  lon: number;
}

export const gazetteer: readonly Place[] = [
  // Andhra Pradesh
  { name: 'Amaravati', state: 'Andhra Pradesh', lat: 16.51, lon: 80.52 },
  { name: 'Vijayawada', aliases: ['Bezawada'], state: 'Andhra Pradesh', lat: 16.51, lon: 80.65 },
  { name: 'Visakhapatnam', aliases: ['Vizag', 'Vishakhapatnam'], state: 'Andhra Pradesh', lat: 17.69, lon: 83.22 },
  { name: 'Guntur', state: 'Andhra Pradesh', lat: 16.31, lon: 80.44 },
  { name: 'Nellore', state: 'Andhra Pradesh', lat: 14.44, lon: 79.99 },
  { name: 'Tirupati', state: 'Andhra Pradesh', lat: 13.63, lon: 79.42 },
  { name: 'Kurnool', state: 'Andhra Pradesh', lat: 15.83, lon: 78.04 },
  { name: 'Kakinada', state: 'Andhra Pradesh', lat: 16.99, lon: 82.25 },
  { name: 'Rajamahendravaram', aliases: ['Rajahmundry'], state: 'Andhra Pradesh', lat: 17.0, lon: 81.8 },
  { name: 'Anantapur', aliases: ['Anantapuramu'], state: 'Andhra Pradesh', lat: 14.68, lon: 77.6 },
  // Arunachal Pradesh
  { name: 'Itanagar', state: 'Arunachal Pradesh', lat: 27.08, lon: 93.61 },
  // Assam
  { name: 'Guwahati', aliases: ['Gauhati'], state: 'Assam', lat: 26.14, lon: 91.74 },
  { name: 'Dispur', state: 'Assam', lat: 26.14, lon: 91.79 },
  { name: 'Dibrugarh', state: 'Assam', lat: 27.47, lon: 94.91 },
  { name: 'Silchar', state: 'Assam', lat: 24.83, lon: 92.78 },
  { name: 'Jorhat', state: 'Assam', lat: 26.76, lon: 94.2 },
  { name: 'Tezpur', state: 'Assam', lat: 26.63, lon: 92.8 },
  // Bihar
  { name: 'Patna', state: 'Bihar', lat: 25.59, lon: 85.14 },
  { name: 'Gaya', state: 'Bihar', lat: 24.79, lon: 85.0 },
  { name: 'Bhagalpur', state: 'Bihar', lat: 25.24, lon: 86.98 },
  { name: 'Muzaffarpur', state: 'Bihar', lat: 26.12, lon: 85.39 },
  { name: 'Darbhanga', state: 'Bihar', lat: 26.15, lon: 85.9 },
  { name: 'Purnia', state: 'Bihar', lat: 25.78, lon: 87.47 },
  // Chhattisgarh
  { name: 'Raipur', state: 'Chhattisgarh', lat: 21.25, lon: 81.63 },
  { name: 'Bhilai', state: 'Chhattisgarh', lat: 21.21, lon: 81.38 },
  { name: 'Bilaspur', state: 'Chhattisgarh', lat: 22.08, lon: 82.15 },
  { name: 'Korba', state: 'Chhattisgarh', lat: 22.35, lon: 82.68 },
  // Goa
  { name: 'Panaji', aliases: ['Panjim'], state: 'Goa', lat: 15.49, lon: 73.83 },
  { name: 'Margao', aliases: ['Madgaon'], state: 'Goa', lat: 15.27, lon: 73.96 },
  { name: 'Vasco da Gama', state: 'Goa', lat: 15.4, lon: 73.81 },
  // Gujarat
  { name: 'Gandhinagar', state: 'Gujarat', lat: 23.22, lon: 72.65 },
  { name: 'Ahmedabad', aliases: ['Amdavad'], state: 'Gujarat', lat: 23.02, lon: 72.57 },
  { name: 'Surat', state: 'Gujarat', lat: 21.17, lon: 72.83 },
  { name: 'Vadodara', aliases: ['Baroda'], state: 'Gujarat', lat: 22.31, lon: 73.18 },
  { name: 'Rajkot', state: 'Gujarat', lat: 22.3, lon: 70.8 },
  { name: 'Bhavnagar', state: 'Gujarat', lat: 21.76, lon: 72.15 },
  { name: 'Jamnagar', state: 'Gujarat', lat: 22.47, lon: 70.06 },
  { name: 'Junagadh', state: 'Gujarat', lat: 21.52, lon: 70.46 },
  // Haryana
  { name: 'Gurugram', aliases: ['Gurgaon'], state: 'Haryana', lat: 28.46, lon: 77.03 },
  { name: 'Faridabad', state: 'Haryana', lat: 28.41, lon: 77.32 },
  { name: 'Panipat', state: 'Haryana', lat: 29.39, lon: 76.97 },
  { name: 'Ambala', state: 'Haryana', lat: 30.38, lon: 76.78 },
  { name: 'Hisar', state: 'Haryana', lat: 29.15, lon: 75.72 },
  { name: 'Rohtak', state: 'Haryana', lat: 28.9, lon: 76.61 },
  { name: 'Karnal', state: 'Haryana', lat: 29.69, lon: 76.99 },
  { name: 'Sonipat', state: 'Haryana', lat: 28.99, lon: 77.02 },
  // Himachal Pradesh
  { name: 'Shimla', aliases: ['Simla'], state: 'Himachal Pradesh', lat: 31.1, lon: 77.17 },
  { name: 'Dharamshala', aliases: ['Dharamsala'], state: 'Himachal Pradesh', lat: 32.22, lon: 76.32 },
  { name: 'Mandi', state: 'Himachal Pradesh', lat: 31.71, lon: 76.93 },
  { name: 'Solan', state: 'Himachal Pradesh', lat: 30.91, lon: 77.1 },
  // Jharkhand
  { name: 'Ranchi', state: 'Jharkhand', lat: 23.34, lon: 85.31 },
  { name: 'Jamshedpur', state: 'Jharkhand', lat: 22.8, lon: 86.2 },
  { name: 'Dhanbad', state: 'Jharkhand', lat: 23.8, lon: 86.43 },
  { name: 'Bokaro Steel City', aliases: ['Bokaro'], state: 'Jharkhand', lat: 23.67, lon: 86.15 },
  { name: 'Hazaribagh', state: 'Jharkhand', lat: 23.99, lon: 85.36 },
  { name: 'Deoghar', state: 'Jharkhand', lat: 24.48, lon: 86.7 },
  // Karnataka
  { name: 'Bengaluru', aliases: ['Bangalore'], state: 'Karnataka', lat: 12.97, lon: 77.59 },
  { name: 'Mysuru', aliases: ['Mysore'], state: 'Karnataka', lat: 12.3, lon: 76.64 },
  { name: 'Mangaluru', aliases: ['Mangalore'], state: 'Karnataka', lat: 12.91, lon: 74.86 },
  { name: 'Hubballi', aliases: ['Hubli'], state: 'Karnataka', lat: 15.36, lon: 75.12 },
  { name: 'Dharwad', state: 'Karnataka', lat: 15.46, lon: 75.01 },
  { name: 'Belagavi', aliases: ['Belgaum'], state: 'Karnataka', lat: 15.85, lon: 74.5 },
  { name: 'Kalaburagi', aliases: ['Gulbarga'], state: 'Karnataka', lat: 17.33, lon: 76.83 },
  { name: 'Ballari', aliases: ['Bellary'], state: 'Karnataka', lat: 15.14, lon: 76.92 },
  { name: 'Davanagere', state: 'Karnataka', lat: 14.46, lon: 75.92 },
  { name: 'Shivamogga', aliases: ['Shimoga'], state: 'Karnataka', lat: 13.93, lon: 75.57 },
  { name: 'Tumakuru', aliases: ['Tumkur'], state: 'Karnataka', lat: 13.34, lon: 77.1 },
  { name: 'Udupi', state: 'Karnataka', lat: 13.34, lon: 74.74 },
  { name: 'Vijayapura', aliases: ['Bijapur'], state: 'Karnataka', lat: 16.83, lon: 75.71 },
  // Kerala
  { name: 'Thiruvananthapuram', aliases: ['Trivandrum'], state: 'Kerala', lat: 8.52, lon: 76.94 },
  { name: 'Kochi', aliases: ['Cochin', 'Ernakulam'], state: 'Kerala', lat: 9.93, lon: 76.27 },
  { name: 'Kozhikode', aliases: ['Calicut'], state: 'Kerala', lat: 11.26, lon: 75.78 },
  { name: 'Thrissur', aliases: ['Trichur'], state: 'Kerala', lat: 10.53, lon: 76.21 },
  { name: 'Kollam', aliases: ['Quilon'], state: 'Kerala', lat: 8.89, lon: 76.61 },
  { name: 'Kannur', aliases: ['Cannanore'], state: 'Kerala', lat: 11.87, lon: 75.37 },
  { name: 'Kottayam', state: 'Kerala', lat: 9.59, lon: 76.52 },
  { name: 'Palakkad', aliases: ['Palghat'], state: 'Kerala', lat: 10.78, lon: 76.65 },
  { name: 'Alappuzha', aliases: ['Alleppey'], state: 'Kerala', lat: 9.5, lon: 76.34 },
  { name: 'Malappuram', state: 'Kerala', lat: 11.07, lon: 76.07 },
  // Madhya Pradesh
  { name: 'Bhopal', state: 'Madhya Pradesh', lat: 23.26, lon: 77.41 },
  { name: 'Indore', state: 'Madhya Pradesh', lat: 22.72, lon: 75.86 },
  { name: 'Gwalior', state: 'Madhya Pradesh', lat: 26.22, lon: 78.18 },
  { name: 'Jabalpur', state: 'Madhya Pradesh', lat: 23.18, lon: 79.99 },
  { name: 'Ujjain', state: 'Madhya Pradesh', lat: 23.18, lon: 75.78 },
  { name: 'Sagar', state: 'Madhya Pradesh', lat: 23.84, lon: 78.74 },
  { name: 'Rewa', state: 'Madhya Pradesh', lat: 24.53, lon: 81.3 },
  { name: 'Satna', state: 'Madhya Pradesh', lat: 24.6, lon: 80.83 },
  // Maharashtra
  { name: 'Mumbai', aliases: ['Bombay'], state: 'Maharashtra', lat: 19.08, lon: 72.88 },
  { name: 'Pune', aliases: ['Poona'], state: 'Maharashtra', lat: 18.52, lon: 73.86 },
  { name: 'Nagpur', state: 'Maharashtra', lat: 21.15, lon: 79.09 },
  { name: 'Nashik', aliases: ['Nasik'], state: 'Maharashtra', lat: 20.0, lon: 73.79 },
  { name: 'Chhatrapati Sambhajinagar', aliases: ['Aurangabad', 'Sambhajinagar'], state: 'Maharashtra', lat: 19.88, lon: 75.34 },
  { name: 'Solapur', aliases: ['Sholapur'], state: 'Maharashtra', lat: 17.66, lon: 75.91 },
  { name: 'Kolhapur', state: 'Maharashtra', lat: 16.7, lon: 74.24 },
  { name: 'Amravati', state: 'Maharashtra', lat: 20.93, lon: 77.75 },
  { name: 'Thane', state: 'Maharashtra', lat: 19.22, lon: 72.98 },
  { name: 'Navi Mumbai', state: 'Maharashtra', lat: 19.03, lon: 73.03 },
  { name: 'Kalyan', state: 'Maharashtra', lat: 19.24, lon: 73.13 },
  { name: 'Vasai-Virar', aliases: ['Vasai', 'Virar'], state: 'Maharashtra', lat: 19.46, lon: 72.81 },
  { name: 'Nanded', state: 'Maharashtra', lat: 19.14, lon: 77.32 },
  { name: 'Akola', state: 'Maharashtra', lat: 20.7, lon: 77.0 },
  { name: 'Jalgaon', state: 'Maharashtra', lat: 21.0, lon: 75.56 },
  { name: 'Sangli', state: 'Maharashtra', lat: 16.85, lon: 74.58 },
  { name: 'Latur', state: 'Maharashtra', lat: 18.4, lon: 76.57 },
  { name: 'Ahilyanagar', aliases: ['Ahmednagar'], state: 'Maharashtra', lat: 19.09, lon: 74.74 },
  // Manipur, Meghalaya, Mizoram, Nagaland, Tripura, Sikkim
  { name: 'Imphal', state: 'Manipur', lat: 24.82, lon: 93.94 },
  { name: 'Shillong', state: 'Meghalaya', lat: 25.58, lon: 91.89 },
  { name: 'Aizawl', state: 'Mizoram', lat: 23.73, lon: 92.72 },
  { name: 'Kohima', state: 'Nagaland', lat: 25.67, lon: 94.11 },
  { name: 'Dimapur', state: 'Nagaland', lat: 25.91, lon: 93.73 },
  { name: 'Agartala', state: 'Tripura', lat: 23.83, lon: 91.28 },
  { name: 'Gangtok', state: 'Sikkim', lat: 27.33, lon: 88.61 },
  // Odisha
  { name: 'Bhubaneswar', state: 'Odisha', lat: 20.3, lon: 85.82 },
  { name: 'Cuttack', state: 'Odisha', lat: 20.46, lon: 85.88 },
  { name: 'Rourkela', state: 'Odisha', lat: 22.26, lon: 84.85 },
  { name: 'Berhampur', aliases: ['Brahmapur'], state: 'Odisha', lat: 19.31, lon: 84.79 },
  { name: 'Sambalpur', state: 'Odisha', lat: 21.47, lon: 83.97 },
  { name: 'Puri', state: 'Odisha', lat: 19.81, lon: 85.83 },
  { name: 'Balasore', aliases: ['Baleswar'], state: 'Odisha', lat: 21.49, lon: 86.93 },
  // Punjab
  { name: 'Ludhiana', state: 'Punjab', lat: 30.9, lon: 75.86 },
  { name: 'Amritsar', state: 'Punjab', lat: 31.63, lon: 74.87 },
  { name: 'Jalandhar', aliases: ['Jullundur'], state: 'Punjab', lat: 31.33, lon: 75.58 },
  { name: 'Patiala', state: 'Punjab', lat: 30.34, lon: 76.39 },
  { name: 'Bathinda', aliases: ['Bhatinda'], state: 'Punjab', lat: 30.21, lon: 74.95 },
  { name: 'Mohali', state: 'Punjab', lat: 30.7, lon: 76.72 },
  // Rajasthan
  { name: 'Jaipur', state: 'Rajasthan', lat: 26.91, lon: 75.79 },
  { name: 'Jodhpur', state: 'Rajasthan', lat: 26.24, lon: 73.02 },
  { name: 'Udaipur', state: 'Rajasthan', lat: 24.59, lon: 73.71 },
  { name: 'Kota', state: 'Rajasthan', lat: 25.21, lon: 75.86 },
  { name: 'Ajmer', state: 'Rajasthan', lat: 26.45, lon: 74.64 },
  { name: 'Bikaner', state: 'Rajasthan', lat: 28.02, lon: 73.31 },
  { name: 'Alwar', state: 'Rajasthan', lat: 27.55, lon: 76.63 },
  { name: 'Bhilwara', state: 'Rajasthan', lat: 25.35, lon: 74.63 },
  { name: 'Sikar', state: 'Rajasthan', lat: 27.61, lon: 75.14 },
  // Tamil Nadu
  { name: 'Chennai', aliases: ['Madras'], state: 'Tamil Nadu', lat: 13.08, lon: 80.27 },
  { name: 'Coimbatore', aliases: ['Kovai'], state: 'Tamil Nadu', lat: 11.02, lon: 76.96 },
  { name: 'Madurai', state: 'Tamil Nadu', lat: 9.93, lon: 78.12 },
  { name: 'Tiruchirappalli', aliases: ['Trichy', 'Tiruchi'], state: 'Tamil Nadu', lat: 10.8, lon: 78.69 },
  { name: 'Salem', state: 'Tamil Nadu', lat: 11.66, lon: 78.15 },
  { name: 'Tirunelveli', state: 'Tamil Nadu', lat: 8.71, lon: 77.76 },
  { name: 'Tiruppur', state: 'Tamil Nadu', lat: 11.11, lon: 77.34 },
  { name: 'Vellore', state: 'Tamil Nadu', lat: 12.92, lon: 79.13 },
  { name: 'Erode', state: 'Tamil Nadu', lat: 11.34, lon: 77.72 },
  { name: 'Thoothukudi', aliases: ['Tuticorin'], state: 'Tamil Nadu', lat: 8.76, lon: 78.13 },
  { name: 'Thanjavur', aliases: ['Tanjore'], state: 'Tamil Nadu', lat: 10.79, lon: 79.14 },
  { name: 'Nagercoil', state: 'Tamil Nadu', lat: 8.18, lon: 77.41 },
  { name: 'Hosur', state: 'Tamil Nadu', lat: 12.74, lon: 77.83 },
  // Telangana
  { name: 'Hyderabad', state: 'Telangana', lat: 17.39, lon: 78.49 },
  { name: 'Secunderabad', state: 'Telangana', lat: 17.44, lon: 78.5 },
  { name: 'Warangal', state: 'Telangana', lat: 17.97, lon: 79.59 },
  { name: 'Karimnagar', state: 'Telangana', lat: 18.44, lon: 79.13 },
  { name: 'Nizamabad', state: 'Telangana', lat: 18.67, lon: 78.09 },
  { name: 'Khammam', state: 'Telangana', lat: 17.25, lon: 80.15 },
  // Uttar Pradesh
  { name: 'Lucknow', aliases: ['Lakhnau'], state: 'Uttar Pradesh', lat: 26.85, lon: 80.95 },
  { name: 'Noida', state: 'Uttar Pradesh', lat: 28.54, lon: 77.39 },
  { name: 'Greater Noida', state: 'Uttar Pradesh', lat: 28.47, lon: 77.5 },
  { name: 'Ghaziabad', state: 'Uttar Pradesh', lat: 28.67, lon: 77.45 },
  { name: 'Kanpur', state: 'Uttar Pradesh', lat: 26.45, lon: 80.33 },
  { name: 'Agra', state: 'Uttar Pradesh', lat: 27.18, lon: 78.01 },
  { name: 'Varanasi', aliases: ['Banaras', 'Benares'], state: 'Uttar Pradesh', lat: 25.32, lon: 82.97 },
  { name: 'Prayagraj', aliases: ['Allahabad'], state: 'Uttar Pradesh', lat: 25.44, lon: 81.85 },
  { name: 'Meerut', state: 'Uttar Pradesh', lat: 28.98, lon: 77.71 },
  { name: 'Bareilly', state: 'Uttar Pradesh', lat: 28.37, lon: 79.43 },
  { name: 'Aligarh', state: 'Uttar Pradesh', lat: 27.88, lon: 78.08 },
  { name: 'Moradabad', state: 'Uttar Pradesh', lat: 28.84, lon: 78.77 },
  { name: 'Gorakhpur', state: 'Uttar Pradesh', lat: 26.76, lon: 83.37 },
  { name: 'Jhansi', state: 'Uttar Pradesh', lat: 25.45, lon: 78.57 },
  { name: 'Saharanpur', state: 'Uttar Pradesh', lat: 29.96, lon: 77.55 },
  { name: 'Mathura', state: 'Uttar Pradesh', lat: 27.49, lon: 77.67 },
  { name: 'Ayodhya', aliases: ['Faizabad'], state: 'Uttar Pradesh', lat: 26.8, lon: 82.2 },
  { name: 'Firozabad', state: 'Uttar Pradesh', lat: 27.15, lon: 78.4 },
  // Uttarakhand
  { name: 'Dehradun', state: 'Uttarakhand', lat: 30.32, lon: 78.03 },
  { name: 'Haridwar', state: 'Uttarakhand', lat: 29.95, lon: 78.16 },
  { name: 'Roorkee', state: 'Uttarakhand', lat: 29.87, lon: 77.89 },
  { name: 'Rishikesh', state: 'Uttarakhand', lat: 30.09, lon: 78.27 },
  { name: 'Haldwani', state: 'Uttarakhand', lat: 29.22, lon: 79.51 },
  { name: 'Nainital', state: 'Uttarakhand', lat: 29.38, lon: 79.46 },
  { name: 'Kotdwar', state: 'Uttarakhand', lat: 29.75, lon: 78.52 },
  // West Bengal
  { name: 'Kolkata', aliases: ['Calcutta'], state: 'West Bengal', lat: 22.57, lon: 88.36 },
  { name: 'Howrah', state: 'West Bengal', lat: 22.59, lon: 88.31 },
  { name: 'Siliguri', state: 'West Bengal', lat: 26.73, lon: 88.4 },
  { name: 'Durgapur', state: 'West Bengal', lat: 23.52, lon: 87.31 },
  { name: 'Asansol', state: 'West Bengal', lat: 23.68, lon: 86.98 },
  { name: 'Bardhaman', aliases: ['Burdwan'], state: 'West Bengal', lat: 23.23, lon: 87.86 },
  { name: 'Kharagpur', state: 'West Bengal', lat: 22.35, lon: 87.23 },
  { name: 'Haldia', state: 'West Bengal', lat: 22.06, lon: 88.07 },
  { name: 'English Bazar', aliases: ['Malda'], state: 'West Bengal', lat: 25.0, lon: 88.14 },
  { name: 'Darjeeling', state: 'West Bengal', lat: 27.04, lon: 88.26 },
  { name: 'Jalpaiguri', state: 'West Bengal', lat: 26.54, lon: 88.72 },
  { name: 'Cooch Behar', aliases: ['Koch Bihar'], state: 'West Bengal', lat: 26.32, lon: 89.45 },
  // Union territories
  { name: 'Port Blair', aliases: ['Sri Vijaya Puram'], state: 'Andaman and Nicobar Islands', lat: 11.62, lon: 92.73 },
  { name: 'Chandigarh', state: 'Chandigarh', lat: 30.73, lon: 76.78 },
  { name: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu', lat: 20.4, lon: 72.83 },
  { name: 'Silvassa', state: 'Dadra and Nagar Haveli and Daman and Diu', lat: 20.27, lon: 73.01 },
  { name: 'New Delhi', aliases: ['Delhi'], state: 'Delhi', lat: 28.61, lon: 77.21 },
  { name: 'Srinagar', state: 'Jammu and Kashmir', lat: 34.08, lon: 74.8 },
  { name: 'Jammu', state: 'Jammu and Kashmir', lat: 32.73, lon: 74.86 },
  { name: 'Leh', state: 'Ladakh', lat: 34.16, lon: 77.58 },
  { name: 'Kavaratti', state: 'Lakshadweep', lat: 10.57, lon: 72.64 },
  { name: 'Puducherry', aliases: ['Pondicherry'], state: 'Puducherry', lat: 11.94, lon: 79.81 },
];
